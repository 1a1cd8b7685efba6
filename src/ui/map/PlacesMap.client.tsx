'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { mapPinNode } from '@/ui/icons/nodes/map-pin'
import { mousePointerClickNode } from '@/ui/icons/nodes/mouse-pointer-click'
import dynamic from 'next/dynamic'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Coords } from '@/domain/places'
import { useInView } from '../search/hooks'
import { markerColour } from './map-style'

const PlacesLeaflet = dynamic(() => import('./PlacesLeaflet'), { ssr: false, loading: () => null })

/** One place: its marker (when it has coordinates), the popup body and the list entry, both server-rendered. */
export type MapPlace = {
  id: string
  coords: Coords | null
  title: string
  popup?: ReactNode
  entry?: ReactNode
  showLabel?: string
}
export type PlacesMapLabels = {
  map: string
  loading: string
  activate: string
  osm: string
  zoomIn: string
  zoomOut: string
  list?: string
}

type Props = {
  places: MapPlace[]
  labels: PlacesMapLabels
  markerColor?: string | null
  className?: string
  listClassName?: string
}

/**
 * A map of fixed places (spec 2 §4 "Maps"): Leaflet loads only once the block first enters the
 * viewport (or a place is asked for), behind a click gateway that re-arms when the block leaves the
 * viewport. With `labels.list`, every place is also listed after the map (server-rendered, keyboard
 * reachable) with a button that shows it on the map and opens its popup. Places without
 * coordinates are listed without a marker; with no marker at all there is no map.
 */
export function PlacesMap({ places, labels, markerColor, className = '', listClassName = '' }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const mapEl = useRef<HTMLElement | null>(null)
  const seen = useInView(box, { once: true })
  const inView = useInView(box)
  const [wanted, setWanted] = useState(false)
  const [armed, setArmed] = useState(true)
  const [colour, setColour] = useState('#0b4f8a')
  const [focus, setFocus] = useState<{ id: string; seq: number } | null>(null)
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    if (!inView) setArmed(true)
  }, [inView])
  useEffect(() => setColour(markerColor || markerColour(box.current)), [markerColor])
  const pinned = useMemo(() => places.filter((p): p is MapPlace & { coords: Coords } => p.coords !== null), [places])
  const load = seen || wanted
  const show = (id: string) => {
    setWanted(true)
    setActive(id)
    setFocus((f) => ({ id, seq: (f?.seq ?? 0) + 1 }))
    box.current?.scrollIntoView({ block: 'nearest' })
  }
  return (
    <>
      {pinned.length ? (
        <div
          ref={box}
          className={`lazy-map places-map ${className}`}
          role="region"
          aria-label={labels.map}
          data-loaded={load}
          data-armed={armed}
        >
          {load ? (
            <PlacesLeaflet
              places={pinned}
              colour={colour}
              labels={labels}
              focus={focus}
              onPopupOpen={setActive}
              onReady={(el) => {
                mapEl.current = el
              }}
            />
          ) : (
            <p className="lazy-map__loading">{labels.loading}</p>
          )}
          {armed ? (
            <button
              type="button"
              className="map-gateway"
              onClick={() => {
                setArmed(false)
                setWanted(true)
                mapEl.current?.focus()
              }}
            >
              <span className="map-gateway__label">
                <Glyph node={mousePointerClickNode} size={18} /> {labels.activate}
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
      {labels.list ? (
        <ul className={`places-list ${listClassName}`} aria-label={labels.list}>
          {places.map((p) => (
            <li key={p.id} className="places-list__item" data-active={active === p.id}>
              {p.entry}
              {p.coords && p.showLabel ? (
                <button
                  type="button"
                  className="btn btn--outline places-list__show"
                  aria-pressed={active === p.id}
                  onClick={() => show(p.id)}
                >
                  <Glyph node={mapPinNode} size={16} /> {p.showLabel}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
