'use client'
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { CircleMarker, MapContainer, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet'
import { addressLine, OFFICES_POPUP_DELAY_MS, type OfficeCardData } from '@/domain/offices'
import { MapLocale } from '@/ui/map/MapLocale'
import { darken, MAP_DEFAULT_BOUNDS, MARKER, OSM_TILES } from '@/ui/map/map-style'
import type { OfficesMapLabels } from './OfficesMap.client'

type Props = {
  offices: OfficeCardData[]
  active: number | null
  hovered: number | null
  colour: string
  labels: OfficesMapLabels
  onPopupOpen: (id: number) => void
  onHover: (id: number | null) => void
}

function FitOffices({ offices }: { offices: OfficeCardData[] }) {
  const map = useMap()
  useEffect(() => {
    const pts = offices.map((o) => [o.coords!.lat, o.coords!.lng] as [number, number])
    map.fitBounds(pts.length ? L.latLngBounds(pts).pad(0.2) : L.latLngBounds(MAP_DEFAULT_BOUNDS), {
      maxZoom: 13,
      animate: false,
    })
  }, [map, offices])
  return null
}

/** The office popup (spec 2 §3: main_title, image, list items). */
function OfficePopup({ o }: { o: OfficeCardData }) {
  return (
    <div className="office-popup">
      {o.photo ? <img src={o.photo} alt="" width={220} height={140} /> : null}
      <p className="office-popup__title">{o.name}</p>
      <p>{addressLine(o)}</p>
      {o.phone ? (
        <p>
          <a href={`tel:${o.phone.intl}`}>{o.phone.display}</a>
        </p>
      ) : null}
    </div>
  )
}

function OfficeMarker({
  o,
  active,
  hovered,
  colour,
  onPopupOpen,
  onHover,
}: { o: OfficeCardData; active: boolean; hovered: boolean } & Pick<Props, 'colour' | 'onPopupOpen' | 'onHover'>) {
  const marker = useRef<L.CircleMarker>(null)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => marker.current?.openPopup(), OFFICES_POPUP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [active])
  const on = active || hovered
  const fill = on ? darken(colour) : colour
  return (
    <CircleMarker
      ref={marker}
      center={[o.coords!.lat, o.coords!.lng]}
      radius={MARKER.radius}
      weight={MARKER.weight}
      pathOptions={{
        color: fill,
        fillColor: fill,
        fillOpacity: 1,
        opacity: hovered ? MARKER.hoverOpacity : MARKER.opacity,
      }}
      eventHandlers={{
        popupopen: () => onPopupOpen(o.id),
        mouseover: () => onHover(o.id),
        mouseout: () => onHover(null),
      }}
    >
      <Popup minWidth={200} maxWidth={260} autoPan>
        <OfficePopup o={o} />
      </Popup>
    </CircleMarker>
  )
}

/** Leaflet map of the offices: one circle marker each; the active office's popup opens after 250 ms. */
export default function OfficesLeaflet({ offices, active, hovered, colour, labels, onPopupOpen, onHover }: Props) {
  return (
    <MapContainer
      className="offices-leaflet"
      bounds={MAP_DEFAULT_BOUNDS}
      zoomControl={false}
      scrollWheelZoom
      attributionControl
    >
      <TileLayer url={OSM_TILES} attribution={`<a href="https://www.openstreetmap.org/copyright">${labels.osm}</a>`} />
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <FitOffices offices={offices} />
      <MapLocale />
      {offices.map((o) => (
        <OfficeMarker
          key={o.id}
          o={o}
          active={active === o.id}
          hovered={hovered === o.id}
          colour={colour}
          onPopupOpen={onPopupOpen}
          onHover={onHover}
        />
      ))}
    </MapContainer>
  )
}
