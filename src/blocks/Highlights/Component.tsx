import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Highlights: a title, description and call to action beside an image, then the highlighted points with their icons. */
export function Highlights({ block, ctx }: BlockProps<'highlights'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  const rows = (f.highlights_repeater ?? []).filter((r) => tr(r.main_title, ctx.locale))
  return (
    <div className="highlights container">
      <div className="highlights__intro">
        <div>
          {tr(f.super_title, ctx.locale) ? <p className="eyebrow">{tr(f.super_title, ctx.locale)}</p> : null}
          {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
          <PlainText text={tr(f.description, ctx.locale)} className="lead" />
          <CmsLink link={f.cta} ctx={ctx} />
        </div>
        <MediaImage
          image={f.image}
          locale={ctx.locale}
          sizes="(min-width: 992px) 50vw, 100vw"
          className="highlights__image"
        />
      </div>
      {rows.length ? (
        <ul className="highlights__list">
          {rows.map((r, i) => (
            <li key={r.id ?? i} className="highlight">
              <Icon name={r.icon?.type} size={28} />
              <IH>{tr(r.main_title, ctx.locale)}</IH>
              <PlainText text={tr(r.description, ctx.locale)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
