import 'server-only'
import { payloadClient } from '@/data/payload'
import type { SiteRecord } from '@/data/site-data'
import type { CaptchaVerdict } from './captcha'
import { CAPTCHA_UNAVAILABLE_REASON, isUnverifiedReason } from './delivery-policy'
import { findByKey, storeLead, unverifiedLastHour } from './lead-store'
import { localGuardRefusal, type Refusal } from './local-guards'
import { runOutbox } from './outbox-runner'
import type { Submission } from './parse-submission'
import { resolveRecipient } from './recipient'
import { leadServices } from './services'
import { configuredHostnames } from '@/security/origins'
import { leadSource } from '@/domain/lead-source'

export type Arrival = {
  submission: Submission
  site: SiteRecord
  idempotencyKey: string | null
  ip: string | null
  userAgent: string | null
  /** The page the form was sent from (the request's Referer), when the browser sent it. */
  referer?: string | null
}

/** A submission past the guards, with its captcha verdict. */
export type Received = Arrival & { verdict: CaptchaVerdict }

/** A submission already stored under this idempotency key (a retry): answer it as a success, store nothing. */
export async function alreadyReceived(idempotencyKey: string | null): Promise<boolean> {
  return Boolean(idempotencyKey && (await findByKey(await payloadClient(), idempotencyKey)))
}

/**
 * The captcha verdict (spec 1 §7): a failed check flags the lead for review (it is still kept). The
 * browser could not get a token (script blocked or down): no provider to ask; flagged, and delivered marked unverified.
 */
export async function verifyLead({
  submission,
  site,
  ip,
}: Pick<Arrival, 'submission' | 'site' | 'ip'>): Promise<CaptchaVerdict> {
  if (submission.captchaUnavailable) return { passed: false, reason: CAPTCHA_UNAVAILABLE_REASON, score: null }
  return leadServices().verifyCaptcha({
    token: submission.token,
    remoteIp: ip,
    expectedAction: submission.formType,
    // The configured site URL(s) and the site's domain, never the request's Host or X-Forwarded-Host (decision 0018).
    allowedHostnames: [...configuredHostnames(), site.domain_name ?? ''].filter(Boolean),
    settings: {
      version: site.captcha?.version === '2' ? 2 : 3,
      enterprise: Boolean(site.captcha?.enterprise),
      siteKey: site.captcha?.site_key ?? null,
    },
  })
}

/**
 * The local guards: the honeypot; the fill time and the site's hourly cap whenever the server could
 * not verify the token (none sent, provider unreachable, no secret), whatever the client says
 * (issue 27, item 7). A refusal, or null.
 */
export async function guardRefusal(
  submission: Submission,
  site: SiteRecord,
  verdict: CaptchaVerdict,
): Promise<Refusal | null> {
  const s = leadServices()
  const unverified = !verdict.passed && isUnverifiedReason(verdict.reason)
  return localGuardRefusal({
    ...submission,
    unverified,
    unverifiedLastHour: async () => unverifiedLastHour(await payloadClient(), site.microsite_id, s.now()),
  })
}

/**
 * A valid submission past the guards (spec 1 §7): find the recipient, store the lead with its
 * consent record and captcha verdict, then deliver it after the response. Throws when the lead could not be stored.
 */
export async function receiveLead(a: Received): Promise<void> {
  const s = leadServices()
  const { submission, site, verdict } = a
  const payload = await payloadClient()
  const recipient = await resolveRecipient(submission.recipient, site)
  const stored = await storeLead(payload, {
    submission,
    site: site.microsite_id,
    tenant: site.id,
    recipientEmail: recipient.email,
    ip: a.ip,
    userAgent: a.userAgent,
    source: leadSource(a.referer, [...configuredHostnames(), ...(site.domains ?? []).map((d) => d.domain)]),
    idempotencyKey: a.idempotencyKey,
    verdict,
    showConsent: site.contact_form?.show_consent ?? true,
    contactName: recipient.name ?? site.contact_form?.contact_name ?? null,
    now: s.now(),
  })
  if (!stored.duplicate) s.afterResponse(() => runOutbox(payload, site.name))
}
