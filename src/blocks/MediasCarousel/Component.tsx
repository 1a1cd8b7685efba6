import { MEDIAS_CAROUSEL_AUTOPLAY_MS } from '@/domain/catalogue'
import { CarouselLazy } from '@/ui/catalogue/Lazy.client'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { MediaVideoLazy as MediaVideo } from '@/ui/lazy-islands'
import { PlainText } from '@/ui/PlainText'
import { carouselLabels } from '../catalogue-labels'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Medias carousel: one image or video per slide with its caption and link; autoplay 6000 ms with a pause button. */
export function MediasCarousel({ block, ctx }: BlockProps<'medias_carousel'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const IH = H === 'h1' ? 'h2' : 'h3'
  const title = tr(f.main_title, ctx.locale)
  const rows = (f.medias_repeater ?? []).filter((r) => r.media?.kind === 'video' || r.media?.image?.media)
  return (
    <div className="medias-carousel container">
      {title ? <H>{title}</H> : null}
      {rows.length ? (
        <CarouselLazy
          label={title || ctx.t('Catalogue.mediasLabel')}
          labels={carouselLabels(ctx, rows.length)}
          autoplayMs={MEDIAS_CAROUSEL_AUTOPLAY_MS}
          dots
          className="carousel--single"
        >
          {rows.map((r, i) => (
            <figure key={r.id ?? i} className="media-slide">
              <div className="media-slide__media">
                {r.media?.kind === 'video' ? (
                  <MediaVideo
                    video={r.media.video}
                    locale={ctx.locale}
                    labels={{
                      title: tr(r.main_title, ctx.locale) ?? ctx.t('Media.videoTitle'),
                      unsupported: ctx.t('Media.videoUnsupported'),
                      play: ctx.t('Media.play'),
                    }}
                  />
                ) : (
                  <MediaImage
                    image={r.media?.image}
                    locale={ctx.locale}
                    fill
                    sizes="(min-width: 1200px) 1200px, 100vw"
                  />
                )}
              </div>
              {tr(r.main_title, ctx.locale) || tr(r.description, ctx.locale) ? (
                <figcaption className="media-slide__caption">
                  {tr(r.main_title, ctx.locale) ? <IH>{tr(r.main_title, ctx.locale)}</IH> : null}
                  <PlainText text={tr(r.description, ctx.locale)} />
                  <CmsLink link={r.cta} ctx={ctx} />
                </figcaption>
              ) : null}
            </figure>
          ))}
        </CarouselLazy>
      ) : null}
    </div>
  )
}
