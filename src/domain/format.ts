import { localeRegion, type Locale } from './locales'

const priceFormatters = new Map<Locale, Intl.NumberFormat>()
const currencyFormatters = new Map<Locale, Intl.NumberFormat>()

function formatter(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, digits: number): Intl.NumberFormat {
  let f = cache.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(localeRegion[locale], {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    cache.set(locale, f)
  }
  return f
}

/** Whole-dollar price: '1 234 567 $' (fr-CA) or '$1,234,567' (en-CA). */
export function formatPrice(value: number, locale: Locale): string {
  return formatter(priceFormatters, locale, 0).format(Math.round(value))
}

/** Dollars and cents in CAD for the locale's region. */
export function formatCurrency(value: number, locale: Locale): string {
  return formatter(currencyFormatters, locale, 2).format(value)
}

/** Reading time, at least one minute: '5 mins' (en) / '5 min' (fr). */
export function formatReadTime(minutes: number, locale: Locale): string {
  const n = Number.isFinite(minutes) ? Math.max(1, Math.round(minutes)) : 1
  if (locale === 'en') return `${n} ${n === 1 ? 'min' : 'mins'}`
  return `${n} min`
}
