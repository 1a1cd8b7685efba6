import 'server-only'
import { payloadClient } from '@/data/payload'
import type { SiteRecord } from '@/data/site-data'
import { CAPTCHA_UNAVAILABLE_REASON } from './delivery-policy'
import { findByKey, storeLead, unverifiedLastHour } from './lead-store'
import { localGuardRefusal, type Refusal } from './local-guards'
import { runOutbox } from './outbox-runner'
import type { Submission } from './parse-submission'
import { resolveRecipient } from './recipient'
import { leadServices } from './services'
import { configuredHostnames } from '@/security/origins'

export type Arrival = {
  submission: Submission
  site: SiteRecord
  idempotencyKey: string | null
  ip: string | null
  userAgent: string | null
}

/** A submission already stored under this idempotency key (a retry): answer it as a success, store nothing. */
export async function alreadyReceived(idempotencyKey: string | null): Promise<boolean> {
  return Boolean(idempotencyKey && (await findByKey(await payloadClient(), idempotencyKey)))
}

/** The local guards (honeypot; fill time and the site's hourly cap when the captcha was unavailable): a refusal, or null. */
export async function guardRefusal(submission: Submission, site: SiteRecord): Promise<Refusal | null> {
  const s = leadServices()
  return localGuardRefusal({ ...submission, unverifiedLastHour: async () => unverifiedLastHour(await payloadClient(), site.microsite_id, s.now()) })
}

/**
 * A valid submission (spec 1 §7): verify the captcha (a failed check flags the lead for review,
 * it is still kept), find the recipient, store the lead with its consent record, then deliver it
 * after the response. Throws when the lead could not be stored.
 */
export async function receiveLead(a: Arrival): Promise<void> {
  const s = leadServices()
  const { submission, site } = a
  // The browser could not get a token (script blocked or down): no provider to ask; flagged, and delivered marked unverified.
  const verdict = submission.captchaUnavailable ? { passed: false, reason: CAPTCHA_UNAVAILABLE_REASON, score: null } : await s.verifyCaptcha({
    token: submission.token, remoteIp: a.ip, expectedAction: submission.formType,
    // The configured site URL(s) and the site's domain, never the request's Host or X-Forwarded-Host (decision 0018).
    allowedHostnames: [...configuredHostnames(), site.domain_name ?? ''].filter(Boolean),
    settings: { version: site.captcha?.version === '2' ? 2 : 3, enterprise: Boolean(site.captcha?.enterprise), siteKey: site.captcha?.site_key ?? null },
  })
  const payload = await payloadClient()
  const recipient = await resolveRecipient(submission.recipient, site)
  const stored = await storeLead(payload, {
    submission, site: site.microsite_id, tenant: site.id, recipientEmail: recipient.email,
    ip: a.ip, userAgent: a.userAgent, idempotencyKey: a.idempotencyKey, verdict,
    showConsent: site.contact_form?.show_consent ?? true, contactName: recipient.name ?? site.contact_form?.contact_name ?? null, now: s.now(),
  })
  if (!stored.duplicate) s.afterResponse(() => runOutbox(payload, site.name))
}
