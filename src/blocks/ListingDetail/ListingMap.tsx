'use client'
import { LazyMap } from '@/ui/map/LazyMap'
import { useClientSite } from '@/ui/search/hooks'
import type { MapFeature } from '@/ui/map/features'

/** The listing's location on a lazily loaded map (one marker). */
export function ListingMap({ feature, label }: { feature: MapFeature; label: string }) {
  const site = useClientSite()
  return (
    <div className="listing-map">
      <LazyMap label={label} site={site} features={[feature]} />
    </div>
  )
}
