'use client'
import dynamic from 'next/dynamic'

/** The carousel's code (embla, autoplay) is split out: only pages that show it load it (still server-rendered). */
export const FeaturedCarouselLazy = dynamic(() => import('./Component.client').then((m) => m.FeaturedCarousel))
