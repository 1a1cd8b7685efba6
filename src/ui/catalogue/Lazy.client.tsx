'use client'
import dynamic from 'next/dynamic'

// The content blocks' islands, split out so that only pages holding such a block download their code
// (still server-rendered). Every carousel shares one chunk (one embla).

export const CarouselLazy = dynamic(() => import('./Carousel.client').then((m) => m.Carousel))
export const ThumbsCarouselLazy = dynamic(() => import('./Carousel.client').then((m) => m.ThumbsCarousel))
export const ReadMoreLazy = dynamic(() => import('./ReadMore.client').then((m) => m.ReadMore))
export const ShowMoreLazy = dynamic(() => import('./ShowMore.client').then((m) => m.ShowMore))
export const TruncatedTestimonyLazy = dynamic(() =>
  import('./TruncatedTestimony.client').then((m) => m.TruncatedTestimony),
)
export const DevTabsLazy = dynamic(() => import('./DevTabs.client').then((m) => m.DevTabs))
