import { formatPrice } from '@/domain/format'
import type { Locale } from '@/domain/locales'
import { activeKeys, type FilterKey, type UrlSearchFilters } from '@/domain/search-filters'
import { propertyTypeLabel } from '@/listings/constants'
import type { MunicipalityOption } from '@/contract/core-api'

export type Criterion = { key: FilterKey | 'price'; id: string; label: string; value?: string }
type T = (key: string, values?: Record<string, string | number>) => string

/** The selected-criteria tags of the overlay: one per municipality and type, one per other filter. */
export function criteriaOf(f: UrlSearchFilters, muns: MunicipalityOption[], locale: Locale, t: T): Criterion[] {
  const out: Criterion[] = []
  const keys = activeKeys(f)
  for (const code of f.mun)
    out.push({
      key: 'mun',
      id: `mun-${code}`,
      value: code,
      label: muns.find((m) => m.MUN_CODE === code)?.DESCRIPTION ?? code,
    })
  for (const code of f.type)
    out.push({ key: 'type', id: `type-${code}`, value: code, label: propertyTypeLabel(code, locale) })
  if (keys.includes('price_min') || keys.includes('price_max')) {
    const min = f.price_min ? formatPrice(f.price_min, locale) : null
    const max = f.price_max ? formatPrice(f.price_max, locale) : null
    out.push({
      key: 'price',
      id: 'price',
      label: min && max ? t('priceRange', { min, max }) : min ? t('priceFrom', { min }) : t('priceUpTo', { max: max! }),
    })
  }
  if (f.forSaleForRent)
    out.push({ key: 'forSaleForRent', id: 'tx', label: t(f.forSaleForRent === 'rent' ? 'rent' : 'buy') })
  if (f.bedrooms) out.push({ key: 'bedrooms', id: 'bed', label: t('bedroomsTag', { count: f.bedrooms }) })
  if (f.bathrooms) out.push({ key: 'bathrooms', id: 'bath', label: t('bathroomsTag', { count: f.bathrooms }) })
  if (f.open_house) out.push({ key: 'open_house', id: 'oh', label: t('openHouseTag') })
  return out
}

/** Remove one tag's value: a single municipality or type, or the whole filter. */
export function withoutCriterion(f: UrlSearchFilters, c: Criterion): Partial<UrlSearchFilters> {
  if (c.key === 'mun') return { mun: f.mun.filter((m) => m !== c.value) }
  if (c.key === 'type') return { type: f.type.filter((m) => m !== c.value) }
  if (c.key === 'price') return { price_min: null, price_max: null }
  if (c.key === 'open_house') return { open_house: false }
  return { [c.key]: null }
}
