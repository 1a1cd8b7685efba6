import type { CarouselLabels } from '@/ui/catalogue/Carousel.client'
import type { RenderContext } from '@/ui/render-context'

/** The carousel's strings in the visitor's language, for `count` slides (client islands get strings as props). */
export function carouselLabels(ctx: RenderContext, count: number): CarouselLabels {
  const t = (k: string, v?: Record<string, string | number>) => ctx.t(`Catalogue.carousel.${k}` as never, v as never)
  return {
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slide: Array.from({ length: count }, (_, i) => t('slide', { n: i + 1, total: count })),
    dot: t('dot', { n: '{n}' }),
    count: t('count', { current: '{current}', total: '{total}' }),
  }
}
