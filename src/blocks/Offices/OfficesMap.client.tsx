'use client'
import dynamic from 'next/dynamic'
import { useEffect, useReducer, useRef, useState } from 'react'
import { directionsHref } from '@/domain/members'
import { addressLine, initialOfficesMap, officesMapReducer, type OfficeCardData } from '@/domain/offices'
import { markerColour } from '@/ui/map/map-style'
import { useInView } from '@/ui/search/hooks'
import type { OfficeLabels } from './OfficeCard'

const OfficesLeaflet = dynamic(() => import('./OfficesLeaflet'), { ssr: false, loading: () => null })

export type OfficesMapLabels = OfficeLabels & {
  list: string
  map: string
  loading: string
  activate: string
  osm: string
  zoomIn: string
  zoomOut: string
}

/**
 * The offices map with the list of offices (spec 2 §4): the first office is active at start;
 * clicking or focusing an item, or opening a marker's popup, makes it active; the map (loaded
 * when the block is first seen, behind a click gateway) opens the active office's popup.
 * Without map tiles the list still gives every address, phone and directions link.
 */
export function OfficesMap({ offices, labels }: { offices: OfficeCardData[]; labels: OfficesMapLabels }) {
  const [state, dispatch] = useReducer(officesMapReducer, offices, initialOfficesMap)
  const box = useRef<HTMLDivElement>(null)
  const seen = useInView(box, { once: true })
  const inView = useInView(box)
  const [armed, setArmed] = useState(true)
  const [colour, setColour] = useState('#0b4f8a')
  useEffect(() => {
    if (!inView) setArmed(true)
  }, [inView])
  useEffect(() => setColour(markerColour(box.current)), [])
  const mapped = offices.filter((o) => o.coords)
  return (
    <div className="offices-map">
      <ul className="offices-map__list" aria-label={labels.list}>
        {offices.map((o) => {
          const active = state.active === o.id
          return (
            <li key={o.id} className="offices-map__item" data-active={active} data-hovered={state.hovered === o.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => dispatch({ type: 'select', id: o.id })}
                onFocus={() => dispatch({ type: 'select', id: o.id })}
                onMouseEnter={() => dispatch({ type: 'hover', id: o.id })}
                onMouseLeave={() => dispatch({ type: 'hover', id: null })}
              >
                <span className="offices-map__name">{o.name}</span>
                <span className="offices-map__address">{addressLine(o)}</span>
              </button>
              {active ? (
                <p className="offices-map__details">
                  {o.phone ? (
                    <a href={`tel:${o.phone.intl}`}>
                      <span className="visually-hidden">{labels.phone} : </span>
                      {o.phone.display}
                    </a>
                  ) : null}
                  <a
                    className="link"
                    href={directionsHref([o.street, o.city, o.postal_code])}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {labels.directions} — {o.name}
                  </a>
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <div
        ref={box}
        className="lazy-map offices-map__map"
        role="region"
        aria-label={labels.map}
        data-loaded={seen}
        data-armed={armed}
      >
        {seen && mapped.length ? (
          <OfficesLeaflet
            offices={mapped}
            active={state.active}
            hovered={state.hovered}
            colour={colour}
            labels={labels}
            onPopupOpen={(id) => dispatch({ type: 'popup-open', id })}
            onHover={(id) => dispatch({ type: 'hover', id })}
          />
        ) : (
          <p className="lazy-map__loading">{labels.loading}</p>
        )}
        {armed && seen && mapped.length ? (
          <button type="button" className="map-gateway" onClick={() => setArmed(false)}>
            <span className="map-gateway__label">{labels.activate}</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
