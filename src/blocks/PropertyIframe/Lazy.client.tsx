'use client'
import dynamic from 'next/dynamic'

/** The iframe island is split out (decision 0009): only pages showing the block load it (still server-rendered). */
export const PropertyIframeLazy = dynamic(() => import('./Component.client').then((m) => m.PropertyIframeClient))
