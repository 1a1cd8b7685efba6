import { refuseUnlessSiteKey } from '@/app/api/swc/_lib/guard'
import { payloadClient } from '@/data/payload'
import { getSite } from '@/data/site-data'
import { defaultLocale, isLocale, type Locale } from '@/domain/locales'
import { leadError, localizeErrors } from './messages'
import { runOutbox } from './outbox-runner'
import { parseSubmission } from './parse-submission'
import { clientIp } from './rate-limit'
import { resolveRecipient } from './recipient'
import { leadServices } from './services'
import { findByKey, storeLead } from './store-lead'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const fail = (status: number, key: string, locale: Locale, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json({ status: 'error', message: leadError(key, locale), ...extra }, status, headers)

/** Content-Language 'en-CA' → en; anything else → the default language. */
export function headerLocale(headers: Headers): Locale {
  const code = headers.get('content-language')?.trim().slice(0, 2).toLowerCase()
  return isLocale(code) ? code : defaultLocale
}

async function readWire(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData()
    const wire: Record<string, string> = {}
    for (const [k, v] of form.entries()) if (typeof v === 'string' && !(k in wire)) wire[k] = v
    return wire
  } catch {
    return null
  }
}

const idempotencyKeyOf = (request: Request, submissionId: string | null) => {
  const key = request.headers.get('idempotency-key')?.trim() || submissionId
  return key && /^[\x21-\x7e]{8,200}$/.test(key) ? key : null
}

/** POST /api/swc/{microsite_id}/contact: validate, verify the captcha, store, answer, then deliver. */
export async function handleContactPost(request: Request, micrositeId: string): Promise<Response> {
  const s = leadServices()
  let locale = headerLocale(request.headers)
  const ip = clientIp(request.headers)
  const limit = s.rateLimiter.hit(ip ?? 'unknown')
  if (!limit.allowed) return fail(429, 'rateLimited', locale, {}, { 'retry-after': String(limit.retryAfterS) })
  // The core API's own X-Site-Key check (401 missing, 403 wrong, 404 unknown microsite), answered in the visitor's language.
  const refused = await refuseUnlessSiteKey(request.headers, micrositeId)
  if (refused) return fail(refused.status, 'unauthorized', locale)
  const site = await getSite()
  const wire = await readWire(request)
  if (!wire) return fail(400, 'badRequest', locale)
  const parsed = parseSubmission(wire, locale)
  locale = parsed.ok ? parsed.submission.locale : parsed.locale
  if (!parsed.ok) return fail(400, 'invalidFields', locale, { errors: localizeErrors(parsed.errors, locale) })
  const submission = parsed.submission
  const idempotencyKey = idempotencyKeyOf(request, submission.submissionId)
  const payload = await payloadClient()
  if (idempotencyKey && (await findByKey(payload, idempotencyKey))) return json({ status: 'success' })

  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').split(':')[0]
  const verdict = await s.verifyCaptcha({
    token: submission.token, remoteIp: ip, expectedAction: submission.formType,
    allowedHostnames: [host, site.domain_name ?? ''].filter(Boolean),
    settings: { version: site.captcha?.version === '2' ? 2 : 3, enterprise: Boolean(site.captcha?.enterprise), siteKey: site.captcha?.site_key ?? null },
  })
  try {
    const recipient = await resolveRecipient(payload, submission.recipient, site)
    const stored = await storeLead(payload, {
      submission, site: site.microsite_id, recipientEmail: recipient.email,
      ip, userAgent: request.headers.get('user-agent'), idempotencyKey, verdict,
      showConsent: site.contact_form?.show_consent ?? true, contactName: recipient.name ?? site.contact_form?.contact_name ?? null, now: s.now(),
    })
    if (!stored.duplicate) s.afterResponse(() => runOutbox(payload, site.name))
  } catch (e) {
    console.error('[leads] could not store a lead', e)
    return fail(500, 'serverError', locale)
  }
  return json({ status: 'success' })
}
