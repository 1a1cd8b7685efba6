'use client'
import type { MapFeature } from './features'
import { useClientSite } from '../search/hooks'
import { LazyMap } from './LazyMap'

type Props = { features: MapFeature[]; label: string; markerColor?: string | null; className?: string }

/** A block's map of fixed markers (properties, sold properties), loaded lazily like the search map. */
export function BlockMap({ features, label, markerColor, className }: Props) {
  const site = useClientSite()
  return <LazyMap className={className} label={label} site={site} features={features} markerColor={markerColor} />
}
