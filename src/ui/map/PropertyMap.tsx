'use client'
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useTranslations } from '@/i18n/client'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  Tooltip,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet'
import type { MapBounds } from '@/domain/search-filters'
import { priceText } from '@/domain/listing-display'
import type { ClientSite } from '../api/core-client'
import type { MapFeature } from './features'
import { darken, MAP_DEFAULT_BOUNDS, MARKER, OSM_TILES, POPUP_DELAY_MS } from './map-style'
import { MapLocale } from './MapLocale'
import { markerOf } from './marker-of'
import { PropertyPopup } from './PropertyPopup'

export type PropertyMapProps = {
  site: ClientSite
  features: MapFeature[]
  colour: string
  /** Changes after each initial load: the map fits its markers again. */
  fitKey?: number
  highlighted?: string | null
  onBounds?: (b: MapBounds) => void
  onReady?: (el: HTMLElement) => void
}

const keyOf = (f: MapFeature) => String(f.uls ?? f.id ?? `${f.coords.lat},${f.coords.lng}`)
const toBounds = (b: L.LatLngBounds): MapBounds => ({
  NorthEast_lat: b.getNorthEast().lat,
  NorthEast_lng: b.getNorthEast().lng,
  SouthWest_lat: b.getSouthWest().lat,
  SouthWest_lng: b.getSouthWest().lng,
})

/** Fits the markers after a load; reports user moves that change the set of visible markers. */
function Viewport({ features, fitKey, onBounds }: Pick<PropertyMapProps, 'features' | 'fitKey' | 'onBounds'>) {
  const map = useMap()
  const programmatic = useRef(false)
  const visible = useRef('')
  const user = useRef(false)
  useEffect(() => {
    const el = map.getContainer()
    const ro = new ResizeObserver(() => map.invalidateSize())
    ro.observe(el)
    // Only the visitor's own moves change the search (not fits, resizes or popups panning).
    const mark = () => {
      user.current = true
    }
    const events = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const
    events.forEach((e) => el.addEventListener(e, mark, { passive: true }))
    return () => {
      ro.disconnect()
      events.forEach((e) => el.removeEventListener(e, mark))
    }
  }, [map])
  const visibleSet = () =>
    features
      .filter((f) => map.getBounds().contains([f.coords.lat, f.coords.lng]))
      .map(keyOf)
      .sort()
      .join('|')
  useEffect(() => {
    programmatic.current = true
    user.current = false
    const pts = features.map((f) => [f.coords.lat, f.coords.lng] as [number, number])
    if (pts.length) map.fitBounds(L.latLngBounds(pts).pad(0.05), { maxZoom: 15, animate: false })
    else map.fitBounds(MAP_DEFAULT_BOUNDS, { animate: false })
    visible.current = visibleSet()
    programmatic.current = false
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fits only when the set of features changes (fitKey), not on every new array
  }, [fitKey, map])
  useMapEvents({
    moveend: () => {
      if (programmatic.current) return
      const now = visibleSet()
      if (!user.current) {
        visible.current = now
        return
      }
      if (now === visible.current) return
      visible.current = now
      onBounds?.(toBounds(map.getBounds()))
    },
  })
  return null
}

function FeatureMarker({
  f,
  site,
  colour,
  active,
}: {
  f: MapFeature
  site: ClientSite
  colour: string
  active: boolean
}) {
  const [hover, setHover] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const dark = useMemo(() => darken(colour), [colour])
  const on = hover || active
  const uls = f.uls ?? (f.id !== undefined ? String(f.id) : null)
  const later = (fn: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(fn, POPUP_DELAY_MS)
  }
  return (
    <CircleMarker
      center={[f.coords.lat, f.coords.lng]}
      radius={MARKER.radius}
      weight={MARKER.weight}
      pathOptions={{
        color: on ? dark : colour,
        fillColor: on ? dark : colour,
        fillOpacity: 1,
        opacity: on ? MARKER.hoverOpacity : MARKER.opacity,
      }}
      eventHandlers={{
        mouseover: (e) => {
          setHover(true)
          later(() => uls && markerOf(e).openPopup())
        },
        mouseout: () => {
          setHover(false)
          clearTimeout(timer.current)
        },
        click: (e) => later(() => markerOf(e).openPopup()),
        popupopen: (e) => markerOf(e).closeTooltip(),
      }}
    >
      {f.price || f.label ? (
        <Tooltip direction="top" offset={[0, -6]}>
          {f.label ?? priceText(f.price ?? null, site.locale)}
        </Tooltip>
      ) : null}
      {uls ? (
        <Popup minWidth={220} maxWidth={260} autoPan>
          <PropertyPopup uls={uls} site={site} />
        </Popup>
      ) : null}
    </CircleMarker>
  )
}

function Cluster({ f, label }: { f: MapFeature; label: string }) {
  const map = useMap()
  const size = Math.min(56, 28 + Math.log10(f.count ?? 1) * 10)
  const icon = L.divIcon({ className: 'map-cluster', html: `<span>${f.count}</span>`, iconSize: [size, size] })
  return (
    <Marker
      position={[f.coords.lat, f.coords.lng]}
      icon={icon}
      title={label}
      alt={label}
      eventHandlers={{ click: () => map.setView([f.coords.lat, f.coords.lng], map.getZoom() + 2) }}
    />
  )
}

/** Leaflet map of the search results: circle markers, clusters, popups, no default icons. */
export default function PropertyMap({
  site,
  features,
  colour,
  fitKey = 0,
  highlighted,
  onBounds,
  onReady,
}: PropertyMapProps) {
  const t = useTranslations('Search')
  return (
    <MapContainer
      className="property-map"
      bounds={MAP_DEFAULT_BOUNDS}
      zoomControl={false}
      scrollWheelZoom
      attributionControl
      ref={(m) => {
        if (m) onReady?.(m.getContainer())
      }}
    >
      <TileLayer url={OSM_TILES} attribution={`<a href="https://www.openstreetmap.org/copyright">${t('osm')}</a>`} />
      <ZoomControl position="topright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      <Viewport features={features} fitKey={fitKey} onBounds={onBounds} />
      <MapLocale />
      {features.map((f) =>
        f.type === 'cluster' || (f.count ?? 0) > 1 ? (
          <Cluster key={keyOf(f)} f={f} label={t('cluster', { count: f.count ?? 0 })} />
        ) : (
          <FeatureMarker
            key={keyOf(f)}
            f={f}
            site={site}
            colour={colour}
            active={highlighted != null && f.uls === highlighted}
          />
        ),
      )}
    </MapContainer>
  )
}
