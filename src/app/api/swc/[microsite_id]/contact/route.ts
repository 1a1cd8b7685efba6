import type { NextRequest } from 'next/server'
import { siteOfRequest } from '@/data/site-data'
import { defaultLocale, isLocale, type Locale } from '@/domain/locales'
import { leadError, localizeErrors } from '@/leads/messages'
import { parseSubmission } from '@/leads/parse-submission'
import { clientIp } from '@/security/client-ip'
import { readWire } from '@/security/read-body'
import { alreadyReceived, guardRefusal, receiveLead, verifyLead } from '@/leads/receive-lead'
import { leadServices } from '@/leads/services'
import { storageFieldErrors } from '@/leads/storage-errors'
import { siteKeyRefusal } from '@/security/api-keys'

export const runtime = 'nodejs'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const fail = (
  status: number,
  key: string,
  locale: Locale,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => json({ status: 'error', message: leadError(key, locale), ...extra }, status, headers)

/** The lead was not taken (the database is down…): the visitor is told so, in their language. */
const unavailable = (locale: Locale) => fail(503, 'serviceUnavailable', locale, {}, { 'retry-after': '30' })

/** Content-Language 'en-CA' → en; anything else → the default language. */
function headerLocale(headers: Headers): Locale {
  const code = headers.get('content-language')?.trim().slice(0, 2).toLowerCase()
  return isLocale(code) ? code : defaultLocale
}

const idempotencyKeyOf = (request: Request, submissionId: string | null) => {
  const key = request.headers.get('idempotency-key')?.trim() || submissionId
  return key && /^[\x21-\x7e]{8,200}$/.test(key) ? key : null
}

/**
 * Lead capture (spec 1 §7, spec 2 §7): multipart form-data from the contact, alert and valuation
 * forms. The host's site (404 without one, before any counting), a resend of a stored lead (answered as sent), rate limit (a 503 while the
 * shared limit cannot be checked), site key, a bounded body (413), then validation, the captcha, the local guards (honeypot; fill time and hourly cap
 * whenever the server could not verify the token), every refusal in the visitor's language; a valid submission is stored, answered, then delivered (src/leads/receive-lead.ts).
 * Whatever fails unexpectedly answers 503: never a silent loss.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ microsite_id: string }> }) {
  return take(request, (await params).microsite_id).catch((e: unknown) => {
    console.error('[leads] could not take a lead', e)
    return unavailable(headerLocale(request.headers))
  })
}

async function take(request: NextRequest, micrositeId: string): Promise<Response> {
  let locale = headerLocale(request.headers)
  const ip = clientIp(request.headers)
  // A host naming no site is answered first: it never counts against the address's limit on real sites.
  const site = await siteOfRequest(request)
  if (!site) return fail(404, 'unauthorized', locale)
  // A resend of a lead already stored (its answer was lost: 502, a dead instance) is answered before the limit is
  // counted, so the visitor's last allowed lead never comes back as "too many".
  if (await alreadyReceived(idempotencyKeyOf(request, null))) return json({ status: 'success' })
  const limit = await leadServices().rateLimiter.hit(ip ?? 'unknown')
  if (!limit.allowed && !limit.unavailable)
    return fail(429, 'rateLimited', locale, {}, { 'retry-after': String(limit.retryAfterS) })
  const refused = siteKeyRefusal(request.headers, micrositeId, site)
  if (refused) return fail(refused.status, 'unauthorized', locale)
  const body = await readWire(request)
  if (!body.ok) return fail(body.status, body.status === 413 ? 'bodyTooLarge' : 'badRequest', locale)
  const parsed = parseSubmission(body.wire, locale)
  locale = parsed.ok ? parsed.submission.locale : parsed.locale
  if (!parsed.ok) return fail(400, 'invalidFields', locale, { errors: localizeErrors(parsed.errors, locale) })
  const submission = parsed.submission
  const idempotencyKey = idempotencyKeyOf(request, submission.submissionId)
  if (await alreadyReceived(idempotencyKey)) return json({ status: 'success' })
  // The shared limit could not be checked (Redis down): fail closed, before storing anything, so the visitor
  // is told in their language that it was not sent. A retry of a lead already stored was answered above.
  if (limit.unavailable)
    return fail(503, 'serviceUnavailable', locale, {}, { 'retry-after': String(limit.retryAfterS) })
  const verdict = await verifyLead({ submission, site, ip })
  const refusal = await guardRefusal(submission, site, verdict)
  if (refusal) return fail(refusal.status, refusal.key, locale)
  try {
    await receiveLead({
      submission,
      site,
      idempotencyKey,
      ip,
      userAgent: request.headers.get('user-agent'),
      referer: request.headers.get('referer'),
      verdict,
    })
  } catch (e) {
    // A value the storage refuses names its field (400); anything else is an outage (503).
    const fields = storageFieldErrors(e)
    if (fields) return fail(400, 'invalidFields', locale, { errors: localizeErrors(fields, locale) })
    console.error('[leads] could not store a lead', e)
    return unavailable(locale)
  }
  return json({ status: 'success' })
}
