/**
 * Google-style reviews (spec 2 §9 "Google reviews", "Review dates"): the average score to 2
 * decimals, stars to the nearest half of 5, dates shown relatively with the full date as a tooltip.
 */

export const STAR_TOTAL = 5
export const REVIEWS_SLIDER_LIMIT = 3

/** A score outside 0–5 is clamped; anything not a finite number is no score (null). */
export function clampScore(score: unknown): number | null {
  const n = typeof score === 'string' && score.trim() !== '' ? Number(score) : score
  if (typeof n !== 'number' || !Number.isFinite(n)) return null
  return Math.min(STAR_TOTAL, Math.max(0, n))
}

/** Average rounded to 2 decimals (the block's average_score when given, else the reviews' mean). */
export function averageScore(given: unknown, scores: unknown[]): number | null {
  const own = clampScore(given)
  const valid = scores.map(clampScore).filter((s): s is number => s !== null)
  const avg = own ?? (valid.length ? valid.reduce((a, b) => a + b, 0) / valid.length : null)
  return avg === null ? null : Math.round(avg * 100) / 100
}

/** Full, half and empty stars for a score, rounded to the nearest half. */
export function starParts(score: number): { full: number; half: boolean; empty: number } {
  const rounded = Math.round(clampScore(score)! * 2) / 2
  const full = Math.floor(rounded)
  const half = rounded - full === 0.5
  return { full, half, empty: STAR_TOTAL - full - (half ? 1 : 0) }
}

/** A review date as a Date, or null when unparsable (the date is then hidden). */
export function parseReviewDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T12:00:00` : value)
  return Number.isNaN(d.getTime()) ? null : d
}

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'
const DAY = 86_400

/** The unit and count of a past interval: seconds, minutes, hours, days, months (from 45 days), years. */
export function relativeParts(date: Date, now: Date): { value: number; unit: Unit } {
  const s = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000))
  if (s < 60) return { value: s, unit: 'second' }
  if (s < 3600) return { value: Math.floor(s / 60), unit: 'minute' }
  if (s < DAY) return { value: Math.floor(s / 3600), unit: 'hour' }
  if (s < 45 * DAY) return { value: Math.floor(s / DAY), unit: 'day' }
  if (s < 365 * DAY) return { value: Math.max(1, Math.floor(s / (30 * DAY))), unit: 'month' }
  return { value: Math.floor(s / (365 * DAY)), unit: 'year' }
}

const intlLocale = (locale: 'fr' | 'en') => (locale === 'fr' ? 'fr-CA' : 'en-CA')

/** "il y a 3 mois" / "3 months ago". */
export function relativeDate(date: Date, now: Date, locale: 'fr' | 'en'): string {
  const { value, unit } = relativeParts(date, now)
  return new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(-value, unit)
}

/** The tooltip: the full date in Canadian style ("12 mars 2025" / "March 12, 2025"). */
export function fullDate(date: Date, locale: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'America/Toronto' }).format(date)
}

/** The score as shown: 2 decimals at most, the language's decimal separator. */
export const formatScore = (score: number, locale: 'fr' | 'en') =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(score)
