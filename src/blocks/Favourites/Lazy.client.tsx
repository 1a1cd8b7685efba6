'use client'
import dynamic from 'next/dynamic'

/** The list reads the device's storage: rendered in the browser only (decision 0046). */
export const FavouritesViewLazy = dynamic(
  () => import('@/ui/shortlist/FavouritesView.client').then((m) => m.FavouritesView),
  { ssr: false },
)
