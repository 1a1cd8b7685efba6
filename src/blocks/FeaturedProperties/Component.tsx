import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { FeaturedCarouselLazy } from './Lazy.client'

/** Featured properties carousel: autoplay 5000 ms with a 4000 ms progress bar, navigation only with more than one slide. */
export function FeaturedProperties({ block, ctx }: BlockProps<'featured_properties'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const itemH = H === 'h1' ? 'h2' : 'h3'
  const items = (f.properties_repeater ?? []).filter((it) => tr(it.main_title, ctx.locale))
  const title = tr(f.main_title, ctx.locale)
  const slides = items.map((it, i) => {
    const IH = itemH
    const tags = (it.tags_repeater ?? []).map((g) => tr(g.name, ctx.locale)).filter(Boolean)
    const list = (it.list_items_repeater ?? []).filter((l) => tr(l.description, ctx.locale))
    return (
      <article key={it.id ?? i} className="featured-slide">
        <div className="featured-slide__media">
          <MediaImage
            image={it.bg_media}
            locale={ctx.locale}
            fill
            sizes="(min-width: 992px) 60vw, 100vw"
            priority={ctx.index === 0 && i === 0 ? 'high' : 'low'}
          />
        </div>
        <div className="featured-slide__body">
          {tags.length ? (
            <ul className="featured-slide__tags">
              {tags.map((g) => (
                <li key={g} className="listing-tag">
                  {g}
                </li>
              ))}
            </ul>
          ) : null}
          {tr(it.super_title, ctx.locale) ? (
            <p className="featured-slide__super">{tr(it.super_title, ctx.locale)}</p>
          ) : null}
          <IH className="featured-slide__title">{tr(it.main_title, ctx.locale)}</IH>
          {tr(it.sub_title, ctx.locale) ? <p className="featured-slide__sub">{tr(it.sub_title, ctx.locale)}</p> : null}
          {tr(it.secondary_title, ctx.locale) ? (
            <p className="featured-slide__price">{tr(it.secondary_title, ctx.locale)}</p>
          ) : null}
          {list.length ? (
            <ul className="featured-slide__items">
              {list.map((l, n) => (
                <li key={l.id ?? n}>
                  <Icon name={l.icon?.type} size={18} /> {tr(l.description, ctx.locale)}
                </li>
              ))}
            </ul>
          ) : null}
          <CmsLink link={it.link} ctx={ctx} />
        </div>
      </article>
    )
  })
  return (
    <div className="featured container">
      <div className="featured__head">
        {title ? <H className="featured__title">{title}</H> : null}
        <CmsLink link={f.cta} ctx={ctx} />
      </div>
      {slides.length ? (
        <FeaturedCarouselLazy
          label={title || ctx.t('PropertyBlocks.featured')}
          labels={{
            previous: ctx.t('PropertyBlocks.previous'),
            next: ctx.t('PropertyBlocks.next'),
            pause: ctx.t('PropertyBlocks.pause'),
            play: ctx.t('PropertyBlocks.play'),
          }}
          slideLabels={slides.map((_, i) => ctx.t('PropertyBlocks.slideN', { n: i + 1, total: slides.length }))}
          dotLabels={slides.map((_, i) => ctx.t('PropertyBlocks.goToSlide', { n: i + 1 }))}
        >
          {slides}
        </FeaturedCarouselLazy>
      ) : null}
    </div>
  )
}
