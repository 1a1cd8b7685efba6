'use client'
import { useEffect } from 'react'
import { recordView } from '@/domain/shortlist'
import { sendConversion } from '@/ui/consent/conversion'
import { updateShortlist } from './store'

/**
 * Adds the listing page's listing to the visitor's recently viewed (on this device only), and counts the view as
 * a conversion event (its listing key only; sent only once analytics is accepted, issue 28).
 */
export function RecordView({ uls }: { uls: string }) {
  useEffect(() => {
    updateShortlist((s) => recordView(s, uls))
    sendConversion('listing_viewed', { listing_key: uls })
  }, [uls])
  return null
}
