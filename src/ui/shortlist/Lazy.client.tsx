'use client'
import dynamic from 'next/dynamic'

/** The heart (server-rendered, not pressed, until its code reads the device's list; decision 0046). */
export const FavouriteButtonLazy = dynamic(() => import('./FavouriteButton.client').then((m) => m.FavouriteButton))
/** The listing page's note of a view in the recently viewed (nothing to render). */
export const RecordViewLazy = dynamic(() => import('./RecordView.client').then((m) => m.RecordView), { ssr: false })
