'use client'
import dynamic from 'next/dynamic'

/** The list reads the device's storage: rendered in the browser only (decision 0046). */
export const RecentlyViewedListLazy = dynamic(
  () => import('@/ui/shortlist/RecentlyViewedList.client').then((m) => m.RecentlyViewedList),
  { ssr: false },
)
