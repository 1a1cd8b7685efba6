'use client'
import { useTranslations } from '@/i18n/client'
import { useEffect } from 'react'
import { areaText, priceText, roomCount } from '@/domain/listing-display'
import { propertyTypeLabel } from '@/listings/constants'
import type { ClientSite } from '../api/core-client'
import { firstImage } from '@/contract/core-api'
import { useTooltipStore } from '../state/tooltips'

/** Popup of a property marker: tooltip data loaded once per listing (cached, seedable from the list). */
export function PropertyPopup({ uls, site }: { uls: string; site: ClientSite }) {
  const t = useTranslations('Listing')
  const ts = useTranslations('Search')
  const data = useTooltipStore((s) => s.byUls[uls])
  const load = useTooltipStore((s) => s.load)
  useEffect(() => {
    if (!data) void load(site, uls)
  }, [data, load, site, uls])
  if (!data)
    return (
      <p className="map-popup map-popup--loading" role="status">
        {ts('popupLoading')}
      </p>
    )
  const photo = firstImage(data)
  const bed = roomCount(data.specs?.bed)
  const bath = roomCount(data.specs?.bath)
  const area = areaText(data.specs?.area, site.locale)
  return (
    <div className="map-popup">
      {photo ? (
        <img src={photo} alt={t('photoOf', { address: data.address })} width={240} height={150} loading="lazy" />
      ) : null}
      <p className="map-popup__price">{priceText(data.price, site.locale) ?? t('priceOnRequest')}</p>
      <p className="map-popup__title">{data.address}</p>
      <p className="map-popup__sub">
        {[
          propertyTypeLabel(data.type, site.locale),
          bed !== null ? t('beds', { count: bed }) : null,
          bath !== null ? t('baths', { count: bath }) : null,
          area ? t('area', { area }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <a className="link map-popup__link" href={data.url}>
        {ts('viewListing')}
      </a>
    </div>
  )
}
