import { twoDigitIndex } from '@/domain/catalogue'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Multi-redirect horizontal: a row of items with an image, an icon or a number ("01."), each leading somewhere. */
export function MultiRedirectHorizontal({ block, ctx }: BlockProps<'multi_redirect_horizontal'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  const display = f.item_display ?? 'image'
  const rows = (f.items_repeater ?? []).filter((r) => tr(r.main_title, ctx.locale))
  return (
    <div className={`multi-redirect multi-redirect--${display} container`}>
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <ul className="multi-redirect__list">
        {rows.map((r, i) => (
          <li key={r.id ?? i} className="redirect-item">
            {display === 'image' ? (
              <MediaImage
                image={r.image}
                locale={ctx.locale}
                sizes="(min-width: 992px) 33vw, 100vw"
                className="redirect-item__image"
              />
            ) : null}
            {display === 'icon' ? (
              <Icon name={r.icon?.type} weight={r.icon?.font_weight} color={r.icon?.color} size={36} />
            ) : null}
            {display === 'numbered' && r.show_number !== false ? (
              <span className="redirect-item__number" aria-hidden>
                {twoDigitIndex(r.index ?? i + 1)}
              </span>
            ) : null}
            <IH>{tr(r.main_title, ctx.locale)}</IH>
            <PlainText text={tr(r.description, ctx.locale)} />
            <CmsLink link={display === 'numbered' ? (r.link?.url ? r.link : r.cta) : r.cta} ctx={ctx} />
          </li>
        ))}
      </ul>
    </div>
  )
}
