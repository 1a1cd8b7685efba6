'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { mousePointerClickNode } from '@/ui/icons/nodes/mouse-pointer-click'
import { useTranslations } from '@/i18n/client'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { useInView } from '../search/hooks'
import { markerColour } from './map-style'
import type { PropertyMapProps } from './PropertyMap'

const PropertyMap = dynamic(() => import('./PropertyMap'), { ssr: false, loading: () => null })

type Props = Omit<PropertyMapProps, 'colour' | 'onReady'> & {
  className?: string
  label: string
  /** Marker colour instead of the theme's. */ markerColor?: string | null
}

/**
 * The map loads only after the block first enters the viewport; a click gateway blocks interaction
 * until clicked and re-arms when the block leaves the viewport (spec 1 §4).
 */
export function LazyMap({ className = '', label, markerColor, ...props }: Props) {
  const t = useTranslations('Search')
  const box = useRef<HTMLDivElement>(null)
  const seen = useInView(box, { once: true })
  const inView = useInView(box)
  const [armed, setArmed] = useState(true)
  const [colour, setColour] = useState('#0b4f8a')
  const mapEl = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!inView) setArmed(true)
  }, [inView])
  useEffect(() => setColour(markerColor || markerColour(box.current)), [markerColor])
  const disarm = () => {
    setArmed(false)
    mapEl.current?.focus()
  }
  return (
    <div
      ref={box}
      className={`lazy-map ${className}`}
      role="region"
      aria-label={label}
      data-loaded={seen}
      data-armed={armed}
    >
      {seen ? (
        <PropertyMap
          {...props}
          colour={colour}
          onReady={(el) => {
            mapEl.current = el
          }}
        />
      ) : (
        <p className="lazy-map__loading">{t('mapLoading')}</p>
      )}
      {armed ? (
        <button type="button" className="map-gateway" onClick={disarm}>
          <span className="map-gateway__label">
            <Glyph node={mousePointerClickNode} size={18} /> {t('mapActivate')}
          </span>
        </button>
      ) : null}
    </div>
  )
}
