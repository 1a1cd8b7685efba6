import { OPTIONAL_CATEGORIES, type OptionalCategory } from './consent'
import { isLocale, type Locale } from './locales'

/**
 * A visitor's saved consent choice as the browser posts it (proof of consent, issue 28): the random id
 * kept in their browser, the version of the choices they were shown, each optional category and the
 * page's language. Nothing else is accepted.
 */
export type ConsentRecordInput = {
  visitorId: string
  version: string
  locale: Locale
} & Record<OptionalCategory, boolean>

export type ConsentRecordParse = { ok: true; value: ConsentRecordInput } | { ok: false; field: string }

const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/
const VERSION = /^[a-z0-9]{1,16}$/
const KEYS = new Set(['visitorId', 'version', 'locale', ...OPTIONAL_CATEGORIES])

export function parseConsentRecord(body: unknown): ConsentRecordParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, field: 'body' }
  const b = body as Record<string, unknown>
  const extra = Object.keys(b).find((k) => !KEYS.has(k))
  if (extra) return { ok: false, field: extra }
  if (typeof b.visitorId !== 'string' || !VISITOR_ID.test(b.visitorId)) return { ok: false, field: 'visitorId' }
  if (typeof b.version !== 'string' || !VERSION.test(b.version)) return { ok: false, field: 'version' }
  if (!isLocale(b.locale)) return { ok: false, field: 'locale' }
  const bad = OPTIONAL_CATEGORIES.find((c) => typeof b[c] !== 'boolean')
  if (bad) return { ok: false, field: bad }
  return {
    ok: true,
    value: {
      visitorId: b.visitorId,
      version: b.version,
      locale: b.locale,
      functional: b.functional as boolean,
      analytics: b.analytics as boolean,
      marketing: b.marketing as boolean,
    },
  }
}
