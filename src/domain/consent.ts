/**
 * Consent choices (Quebec Law 25): everything but strictly necessary is off until the visitor says
 * yes; the choice is stored in the browser and can be changed or withdrawn at any time.
 */

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>
export const OPTIONAL_CATEGORIES: OptionalCategory[] = ['functional', 'analytics', 'marketing']

/** `version`: the version of the choices asked (src/domain/site-tags.ts consentVersion), when the site has one. */
export type ConsentChoice = Record<OptionalCategory, boolean> & { decidedAt: string; version?: string }

export const CONSENT_STORAGE_KEY = 'courtier.consent.v1'

export const isConsentCategory = (v: unknown): v is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly unknown[]).includes(v)

/** A stored choice, or null when absent, malformed or made under another version (the visitor is then asked again). */
export function parseConsent(raw: string | null, version?: string): ConsentChoice | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Record<string, unknown>
    if (typeof v !== 'object' || v === null || typeof v.decidedAt !== 'string') return null
    if (!OPTIONAL_CATEGORIES.every((c) => typeof v[c] === 'boolean')) return null
    if (version && v.version !== version) return null
    return {
      functional: v.functional as boolean,
      analytics: v.analytics as boolean,
      marketing: v.marketing as boolean,
      decidedAt: v.decidedAt,
      ...(typeof v.version === 'string' ? { version: v.version } : {}),
    }
  } catch {
    return null
  }
}

export const makeChoice = (
  on: Partial<Record<OptionalCategory, boolean>>,
  now = new Date(),
  version?: string,
): ConsentChoice => ({
  functional: on.functional === true,
  analytics: on.analytics === true,
  marketing: on.marketing === true,
  decidedAt: now.toISOString(),
  ...(version ? { version } : {}),
})

/** Strictly necessary always runs; any other category only with a stored yes. */
export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return choice?.[category] === true
}

/** Categories that were allowed and no longer are (their scripts must stop). */
export const withdrawn = (before: ConsentChoice | null, after: ConsentChoice) =>
  OPTIONAL_CATEGORIES.filter((c) => allows(before, c) && !allows(after, c))

/** Google Consent Mode v2: everything denied until the visitor says yes (the page's defaults). */
export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
} as const

/** Google Consent Mode v2 as the visitor's choice sets it (sent as the 'update' command). */
export function consentModeOf(choice: ConsentChoice | null): Record<keyof typeof CONSENT_MODE_DEFAULTS, string> {
  const g = (on: boolean) => (on ? 'granted' : 'denied')
  const ads = g(allows(choice, 'marketing'))
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: g(allows(choice, 'analytics')),
    functionality_storage: g(allows(choice, 'functional')),
    personalization_storage: g(allows(choice, 'functional')),
    security_storage: 'granted',
  }
}
