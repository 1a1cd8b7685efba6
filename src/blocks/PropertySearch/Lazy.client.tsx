'use client'
import dynamic from 'next/dynamic'

/** The island's code is split out: only pages that show the block load it (still server-rendered). */
export const PropertySearchLazy = dynamic(() => import('./Component.client').then((m) => m.PropertySearchClient))
