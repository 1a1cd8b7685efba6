import { formatPrice } from './format'
import type { Locale } from './locales'

/** Badge colours (spec 1 §9): sold red on white text, new blue on white; others use the theme. */
export const badgeColours: Record<string, { background: string; color: string } | undefined> = {
  sold: { background: '#b3261e', color: '#ffffff' },
  new: { background: '#0b4f8a', color: '#ffffff' },
}

/** A bath or bed count worth showing ('0.0', 0, empty are hidden). */
export function roomCount(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'))
  return Number.isFinite(n) && n > 0 ? n : null
}

/** CAD price, whole dollars: '1 234 567 $' in French, '$1,234,567' in English; null when unknown. */
export function priceText(price: number | null | undefined, locale: Locale): string | null {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? formatPrice(price, locale) : null
}

/** Living area with thousands grouping for the locale. */
export function areaText(area: number | string | null | undefined, locale: Locale): string | null {
  const n = roomCount(area)
  return n === null ? null : new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(Math.round(n))
}

/** Price increments → slider positions: the index of the closest step at or below a value. */
export function stepIndex(steps: readonly number[], value: number | null, fallback: number): number {
  if (value === null) return fallback
  let idx = 0
  steps.forEach((s, i) => {
    if (s <= value) idx = i
  })
  return idx
}

/**
 * The 'Last updated' moment of a listing, never in the future: a feed's modification stamp ahead of
 * the clock (time zones, a clock skew, demo data) shows as now. Unparseable stamps also show as now.
 */
export function updatedAtNotAfter(iso: string, now: Date = new Date()): Date {
  const t = Date.parse(iso)
  return Number.isFinite(t) && t < now.getTime() ? new Date(t) : new Date(now.getTime())
}
