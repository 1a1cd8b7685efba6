'use client'
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, ZoomControl, useMap } from 'react-leaflet'
import { darken, MAP_DEFAULT_BOUNDS, MARKER, OSM_TILES, POPUP_DELAY_MS } from './map-style'
import type { MapPlace, PlacesMapLabels } from './PlacesMap.client'
import { MapLocale } from './MapLocale'
import { markerOf } from './marker-of'

type Pinned = MapPlace & { coords: NonNullable<MapPlace['coords']> }
export type PlacesLeafletProps = {
  places: Pinned[]
  colour: string
  labels: PlacesMapLabels
  /** A request to open one place's popup (seq changes on every request, so the same place can be asked again). */
  focus: { id: string; seq: number } | null
  onPopupOpen: (id: string) => void
  onReady?: (el: HTMLElement) => void
}

function Fit({ places }: { places: Pinned[] }) {
  const map = useMap()
  useEffect(() => {
    const el = map.getContainer()
    const ro = new ResizeObserver(() => map.invalidateSize())
    ro.observe(el)
    return () => ro.disconnect()
  }, [map])
  useEffect(() => {
    const pts = places.map((p) => [p.coords.lat, p.coords.lng] as [number, number])
    if (pts.length === 1) map.setView(pts[0], 15, { animate: false })
    else
      map.fitBounds(pts.length ? L.latLngBounds(pts).pad(0.2) : L.latLngBounds(MAP_DEFAULT_BOUNDS), {
        maxZoom: 14,
        animate: false,
      })
  }, [map, places])
  return null
}

/** One place: a circle marker (spec 2 §9 style) darkening on hover; its popup opens on hover, click or request after 50 ms. */
function PlaceMarker({
  p,
  colour,
  focus,
  onPopupOpen,
}: { p: Pinned; colour: string } & Pick<PlacesLeafletProps, 'focus' | 'onPopupOpen'>) {
  const marker = useRef<L.CircleMarker>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [hover, setHover] = useState(false)
  const later = (fn: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(fn, POPUP_DELAY_MS)
  }
  useEffect(() => {
    if (focus?.id !== p.id) return
    later(() => marker.current?.openPopup())
    return () => clearTimeout(timer.current)
  }, [focus, p.id])
  const fill = hover ? darken(colour) : colour
  return (
    <CircleMarker
      ref={marker}
      center={[p.coords.lat, p.coords.lng]}
      radius={MARKER.radius}
      weight={MARKER.weight}
      pathOptions={{
        color: fill,
        fillColor: fill,
        fillOpacity: 1,
        opacity: hover ? MARKER.hoverOpacity : MARKER.opacity,
      }}
      eventHandlers={{
        mouseover: (e) => {
          setHover(true)
          if (p.popup) later(() => markerOf(e).openPopup())
        },
        mouseout: () => {
          setHover(false)
          clearTimeout(timer.current)
        },
        click: (e) => later(() => markerOf(e).openPopup()),
        popupopen: (e) => {
          markerOf(e).closeTooltip()
          onPopupOpen(p.id)
        },
      }}
    >
      <Tooltip direction="top" offset={[0, -6]}>
        {p.title}
      </Tooltip>
      {p.popup ? (
        <Popup minWidth={200} maxWidth={280} autoPan>
          <div className="place-popup">{p.popup}</div>
        </Popup>
      ) : null}
    </CircleMarker>
  )
}

/** Leaflet map of fixed places (coordinates map, full-width map): circle markers with tooltips and popups. */
export default function PlacesLeaflet({ places, colour, labels, focus, onPopupOpen, onReady }: PlacesLeafletProps) {
  return (
    <MapContainer
      className="places-leaflet"
      bounds={MAP_DEFAULT_BOUNDS}
      zoomControl={false}
      scrollWheelZoom
      attributionControl
      ref={(m) => {
        if (m) onReady?.(m.getContainer())
      }}
    >
      <TileLayer url={OSM_TILES} attribution={`<a href="https://www.openstreetmap.org/copyright">${labels.osm}</a>`} />
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <Fit places={places} />
      <MapLocale />
      {places.map((p) => (
        <PlaceMarker key={p.id} p={p} colour={colour} focus={focus} onPopupOpen={onPopupOpen} />
      ))}
    </MapContainer>
  )
}
