/**
 * Property alerts (issue 18): which new listings match a stored property-alert request. The
 * request is the lead's wire fields as received (municipality: names joined by commas,
 * property_type: a type code or '' for any, budget_min/budget_max: dollars, budget_max 'Infinity'
 * for no maximum, nb_bedrooms/nb_bathrooms: minimums).
 */
import { asText } from './text'

export type AlertCriteria = {
  municipalities: string[]
  type: string | null
  minPrice: number
  maxPrice: number
  bedrooms: number
  bathrooms: number
}

export type AlertListing = {
  city: string | null
  type_code: string
  price: number
  bedrooms: number
  bathrooms: number
  transaction_type: string
  status: string
}

/** At most one alert e-mail per request in this window. */
export const ALERT_EMAIL_EVERY_MS = 24 * 60 * 60 * 1000
/** Listings shown in one alert e-mail (the rest are counted). */
export const MAX_LISTINGS_PER_ALERT = 10

/** Case and accents folded, spaces and dashes alike: 'Saint-Jérôme' ≡ 'saint jerome'. */
export const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s\-–’']+/g, ' ')
    .trim()

const count = (v: unknown) => {
  const n = Number(asText(v).replace(/[\s,]/g, ''))
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}
const money = (v: unknown, fallback: number) => {
  const s = asText(v).replace(/[\s,$]/g, '')
  if (s === 'Infinity') return Infinity
  return s !== '' && Number.isFinite(Number(s)) && Number(s) >= 0 ? Number(s) : fallback
}

/** The criteria of a stored request, or null when it names no municipality (nothing to match). */
export function alertCriteria(fields: Record<string, unknown> | null | undefined): AlertCriteria | null {
  const municipalities = asText(fields?.municipality).split(',').map(foldName).filter(Boolean)
  if (!municipalities.length) return null
  const type = asText(fields?.property_type).trim()
  return {
    municipalities,
    type: type || null,
    minPrice: money(fields?.budget_min, 0),
    maxPrice: money(fields?.budget_max, Infinity),
    bedrooms: count(fields?.nb_bedrooms),
    bathrooms: count(fields?.nb_bathrooms),
  }
}

/** A listing for sale, active, in one of the municipalities, of the type, within budget, with at least the rooms asked. */
export function matchesAlert(c: AlertCriteria, l: AlertListing): boolean {
  return (
    l.status === 'active' &&
    l.transaction_type === 'sale' &&
    l.city != null &&
    c.municipalities.includes(foldName(l.city)) &&
    (c.type == null || l.type_code === c.type) &&
    l.price >= c.minPrice &&
    l.price <= c.maxPrice &&
    l.bedrooms >= c.bedrooms &&
    l.bathrooms >= c.bathrooms
  )
}

/** Whether a request last e-mailed at `lastSentAt` may be e-mailed again at `now`. */
export const mayEmailAgain = (lastSentAt: number | null, now: number) =>
  lastSentAt == null || now - lastSentAt >= ALERT_EMAIL_EVERY_MS
