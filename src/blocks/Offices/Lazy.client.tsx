'use client'
import dynamic from 'next/dynamic'

/** The offices islands are split out (decision 0009): only pages showing the block load them (still server-rendered). */
export const OfficesMapLazy = dynamic(() => import('./OfficesMap.client').then((m) => m.OfficesMap))
export const ShowMoreLazy = dynamic(() => import('./ShowMore.client').then((m) => m.ShowMore))
