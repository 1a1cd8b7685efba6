import { ReadMoreLazy, ShowMoreLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Testimonials: the first 3, "show more" reveals all; a long quote collapses (256 px, 128 px below lg) with read more / read less. */
export function Testimonials({ block, ctx }: BlockProps<'testimonials'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const title = tr(f.main_title, ctx.locale)
  const rows = (f.testimonials_repeater ?? []).filter((r) => tr(r.description, ctx.locale))
  return (
    <div className="testimonials container">
      {title ? <H>{title}</H> : null}
      <ShowMoreLazy label={ctx.t('Catalogue.testimonialsMore')} className="testimonials__list">
        {rows.map((r, i) => (
          <blockquote key={r.id ?? i} className="testimonial">
            <ReadMoreLazy more={ctx.t('Catalogue.readMore')} less={ctx.t('Catalogue.readLess')}>
              <p className="plain-text">{tr(r.description, ctx.locale)}</p>
            </ReadMoreLazy>
            <footer className="testimony__author">
              <MediaImage image={r.author_avatar} locale={ctx.locale} sizes="56px" className="testimony__avatar" />
              <span>
                <strong>{tr(r.author_name, ctx.locale)}</strong>
                {tr(r.author_subtitle, ctx.locale) ? (
                  <span className="testimony__sub">{tr(r.author_subtitle, ctx.locale)}</span>
                ) : null}
              </span>
            </footer>
          </blockquote>
        ))}
      </ShowMoreLazy>
    </div>
  )
}
