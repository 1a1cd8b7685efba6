'use client'
import dynamic from 'next/dynamic'

// Split out so that only pages holding the block download its code (still server-rendered).
export const PartnersFilterLazy = dynamic(() => import('./Filter.client').then((m) => m.PartnersFilter))
