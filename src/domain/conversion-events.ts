/**
 * Conversion events pushed to the page's dataLayer once analytics is accepted (issue 28). Each event
 * carries only the parameters listed here, and never personal data: no name, e-mail, phone or message,
 * whatever a caller passes.
 */
export const CONVERSION_EVENTS = {
  lead_sent: ['form_type', 'site', 'listing_key'],
  search_run: ['filters'],
  listing_viewed: ['listing_key'],
  phone_click: ['site'],
  email_click: ['site'],
  alert_created: ['site'],
  mortgage_calculated: ['price', 'down_payment', 'rate', 'amortization_years', 'frequency'],
} as const

export type ConversionName = keyof typeof CONVERSION_EVENTS
type Value = string | number | boolean

/** Something that looks like an e-mail address or a phone number (a value is dropped when it does). */
const PERSONAL = /@|(\d[\s().-]*){7,}/
/** Values built by our code from structured data, where long numbers are expected (a listing key, a price). */
const STRUCTURED: Partial<Record<string, RegExp>> = {
  listing_key: /^[\w-]+$/,
  // A search's filters as a URL query (src/domain/search-filters.ts toUrlQuery): no free text, no '@'.
  filters: /^[\w.%[\]=&+-]*$/,
}
const allowed = (key: string, v: string) =>
  STRUCTURED[key] ? STRUCTURED[key].test(v) && !/@|%40/i.test(v) : !PERSONAL.test(v)

/** The event as pushed: its name and its allowed, non-personal parameters (strings cut at 100 characters). */
export function conversionEvent(name: ConversionName, params: Record<string, unknown>): Record<string, Value> {
  const out: Record<string, Value> = { event: name }
  for (const key of CONVERSION_EVENTS[name]) {
    const v = params[key]
    if (typeof v === 'number' || typeof v === 'boolean') out[key] = v
    else if (typeof v === 'string' && v !== '' && allowed(key, v)) out[key] = v.slice(0, 100)
  }
  return out
}
