import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cssColour } from '@/domain/colour-value'

/** Multi-redirect vertical: stacked rows, each an image on its own background colour beside a title, description and link. */
export function MultiRedirectVertical({ block, ctx }: BlockProps<'multi_redirect_vertical'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  const rows = (f.items_repeater ?? []).filter((r) => tr(r.main_title, ctx.locale))
  return (
    <div className="multi-redirect-v container container--narrow">
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <ul className="multi-redirect-v__list">
        {rows.map((r, i) => (
          <li key={r.id ?? i} className="redirect-row">
            <div className="redirect-row__image" style={{ background: cssColour(r.image_bg_color) }}>
              <MediaImage image={r.image} locale={ctx.locale} sizes="160px" />
            </div>
            <div>
              <IH>{tr(r.main_title, ctx.locale)}</IH>
              <PlainText text={tr(r.description, ctx.locale)} />
              <CmsLink link={r.cta} ctx={ctx} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
