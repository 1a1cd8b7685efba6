'use client'
import dynamic from 'next/dynamic'

/** The carousel's code (embla) is split out: only pages that show the slider load it (still server-rendered). */
export const PropertiesSliderLazy = dynamic(() => import('./Component.client').then((m) => m.PropertiesSliderClient))
