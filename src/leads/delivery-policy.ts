import type { Where } from 'payload'

/** Why a lead is unverified but still delivered: the captcha could not be checked, through no fault of the visitor. */
export const CAPTCHA_UNAVAILABLE_REASON = 'captcha-unavailable'
const UNVERIFIED_REASONS = [CAPTCHA_UNAVAILABLE_REASON, 'not-configured', 'unreachable'] as const

type Review = { review_flagged?: boolean | null; review_reason?: string | null }

/**
 * Delivery policy for flagged leads (issue 11): a lead that failed the captcha (invalid token, low
 * score, wrong action or host, test key) is held from email and webhook until an editor releases it
 * (unticks "Flagged for review"). A lead whose captcha could not be checked at all (browser could not
 * load it, provider unreachable, no secret configured) passed the local guards and is delivered,
 * marked unverified.
 */
export const isUnverifiedReason = (reason: string | null | undefined) =>
  UNVERIFIED_REASONS.some((r) => (reason ?? '').startsWith(r))
export const isUnverified = (lead: Review) => Boolean(lead.review_flagged) && isUnverifiedReason(lead.review_reason)
export const isHeld = (lead: Review) => Boolean(lead.review_flagged) && !isUnverified(lead)

/** The same rule as a query: leads that may be delivered. */
export const deliverableWhere: Where = {
  or: [
    { review_flagged: { not_equals: true } },
    ...UNVERIFIED_REASONS.map((r): Where => ({ review_reason: { like: r } })),
  ],
}

/** Leads whose captcha could not be checked (the local guards' hourly cap counts them). */
export const unverifiedWhere: Where = {
  and: [
    { review_flagged: { equals: true } },
    { or: UNVERIFIED_REASONS.map((r): Where => ({ review_reason: { like: r } })) },
  ],
}

/** Leads held for review (for the editors' count). */
export const heldWhere: Where = {
  and: [
    { review_flagged: { equals: true } },
    ...UNVERIFIED_REASONS.map((r): Where => ({ review_reason: { not_like: r } })),
  ],
}
