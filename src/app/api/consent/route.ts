import type { NextRequest } from 'next/server'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import { recordConsent } from '@/data/consent-records'
import { siteOfRequest } from '@/data/site-data'
import { parseConsentRecord } from '@/domain/consent-record'
import { defaultLocale, isLocale, type Locale } from '@/domain/locales'
import { memoryRateLimiter, type RateLimiter } from '@/leads/rate-limit'
import { redisRateLimiter } from '@/leads/redis-rate-limit'
import { clientIp } from '@/security/client-ip'
import { boundedBytes } from '@/security/read-body'

export const runtime = 'nodejs'

/** A visitor saves a choice a few times at most: 20 a minute per address and site is plenty. */
const LIMIT = { max: 20, windowMs: 60_000 }
let limiter: RateLimiter | null = null
const rateLimiter = () =>
  (limiter ??= process.env.REDIS_URL
    ? redisRateLimiter({ url: process.env.REDIS_URL, prefix: 'consent:rl:', ...LIMIT })
    : memoryRateLimiter(LIMIT))

type Problem = 'recordInvalid' | 'recordTooMany' | 'recordUnavailable' | 'recordNoSite'
const answer = (status: number, locale: Locale, problem?: Problem, headers: Record<string, string> = {}) =>
  Response.json(
    problem ? { status: 'error', message: (locale === 'en' ? en : fr).Consent[problem] } : { status: 'ok' },
    {
      status,
      headers: { 'cache-control': 'no-store', ...headers },
    },
  )

function languageOf(request: NextRequest, body: unknown): Locale {
  const fromBody = (body as { locale?: unknown } | null)?.locale
  if (isLocale(fromBody)) return fromBody
  const header = request.headers.get('content-language')?.slice(0, 2).toLowerCase()
  return isLocale(header) ? header : defaultLocale
}

/**
 * Proof of consent (issue 28): the browser posts each choice the visitor saves (JSON, at most 1 kB) on the
 * site of its host. Refused in the visitor's language: a host naming no site (404), too many posts from
 * one address (429), anything but the expected fields (400). Stored before it is answered.
 */
export async function POST(request: NextRequest) {
  const bytes = await boundedBytes(request.body, 1024)
  let body: unknown = null
  try {
    body = bytes ? JSON.parse(bytes.toString('utf8')) : null
  } catch {
    body = null
  }
  const locale = languageOf(request, body)
  const site = await siteOfRequest(request)
  if (!site) return answer(404, locale, 'recordNoSite')
  const decision = await rateLimiter().hit(`${site.id}|${clientIp(request.headers) ?? 'unknown'}`)
  if (decision.unavailable) return answer(503, locale, 'recordUnavailable', { 'retry-after': '30' })
  if (!decision.allowed) return answer(429, locale, 'recordTooMany', { 'retry-after': String(decision.retryAfterS) })
  if (!bytes) return answer(413, locale, 'recordInvalid')
  const parsed = parseConsentRecord(body)
  if (!parsed.ok) return answer(400, locale, 'recordInvalid')
  try {
    await recordConsent(site.id, parsed.value)
  } catch (e) {
    console.error('[consent] could not store a consent record', e)
    return answer(503, locale, 'recordUnavailable', { 'retry-after': '30' })
  }
  return answer(201, locale)
}
