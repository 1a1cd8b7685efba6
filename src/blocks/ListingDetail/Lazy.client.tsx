'use client'
import dynamic from 'next/dynamic'

/** The listing page's islands are split out so other pages of the catch-all route do not download them (still server-rendered). */
export const GalleryLazy = dynamic(() => import('./Gallery').then((m) => m.Gallery))
export const ListingMapLazy = dynamic(() => import('./ListingMap').then((m) => m.ListingMap))
export const PrintButtonLazy = dynamic(() => import('./PrintButton').then((m) => m.PrintButton))
