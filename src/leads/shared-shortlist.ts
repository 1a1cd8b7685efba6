import type { Locale } from '@/domain/locales'
import { SHARE_CONSENT_FIELD, SHARE_FIELD, parseShared, type SharedShortlist } from '@/domain/shortlist-share'
import { messages } from '@/i18n/messages'

/** What a lead keeps of a visitor's shortlist: the keys and criteria, and the consent they ticked (its wording). */
export type StoredShortlist = SharedShortlist & { consent: { wording: string; recorded_at: string } }

/**
 * The favourites and saved searches a submission attaches (issue 31 item 5): null when none is sent; an error key
 * (field `shortlist`) when one is sent without its consent box ticked, or is not a valid attachment.
 */
export function sharedShortlistOf(
  w: Record<string, string>,
): { ok: true; value: SharedShortlist | null } | { ok: false; error: string } {
  const raw = w[SHARE_FIELD]?.trim() ?? ''
  const consent = w[SHARE_CONSENT_FIELD] === '1'
  if (!raw && !consent) return { ok: true, value: null }
  if (!consent) return { ok: false, error: 'shortlistConsentMissing' }
  const value = parseShared(raw)
  return value ? { ok: true, value } : { ok: false, error: 'shortlistInvalid' }
}

/** The attachment as the lead stores it, with the consent wording the visitor saw. */
export const storedShortlist = (s: SharedShortlist, locale: Locale, at: Date): StoredShortlist => ({
  ...s,
  consent: { wording: messages[locale].LeadForms.shareShortlist, recorded_at: at.toISOString() },
})
