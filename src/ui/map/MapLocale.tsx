'use client'
import type { PopupEvent } from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { useTranslations } from '@/i18n/client'

/**
 * Gives Leaflet's own English labels the visitor's language: the attribution prefix (no flag, a
 * translated title) and every popup's close button (Leaflet hard-codes "Close popup"). The zoom
 * buttons and markers take their labels as options where they are created.
 */
export function MapLocale() {
  const map = useMap()
  const t = useTranslations('Map')
  const close = t('closePopup')
  const leaflet = t('leaflet')
  useEffect(() => {
    const a = document.createElement('a')
    a.href = 'https://leafletjs.com'
    a.title = leaflet
    a.textContent = 'Leaflet'
    map.attributionControl?.setPrefix(a.outerHTML)
    const label = (e: PopupEvent) => {
      const button = e.popup.getElement()?.querySelector('.leaflet-popup-close-button')
      button?.setAttribute('aria-label', close)
      button?.setAttribute('title', close)
    }
    map.on('popupopen', label)
    return () => {
      map.off('popupopen', label)
    }
  }, [map, close, leaflet])
  return null
}
