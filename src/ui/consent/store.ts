import { CONSENT_STORAGE_KEY, parseConsent, type ConsentChoice } from '@/domain/consent'

/**
 * The visitor's consent in the browser (localStorage), and the events the page's islands listen to:
 * `consent-change` (a choice was saved), `consent-needed` (a script waits for a decision),
 * `consent-tool-ready` (the footer's consent-management link may show).
 */
export const CONSENT_CHANGE = 'consent-change'
export const CONSENT_NEEDED = 'consent-needed'

export type ConsentWindow = Window & {
  __consentToolReady?: boolean
  openConsentManager?: () => void
  __consentNeeded?: boolean
}

/** The version of the choices this page asks (rendered by the site's chrome; src/domain/site-tags.ts). */
export const consentVersionOfPage = () =>
  document.querySelector<HTMLElement>('[data-consent-version]')?.dataset.consentVersion || undefined

/** The visitor's stored choice, or null when none was made under this page's version of the choices. */
export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), consentVersionOfPage())
  } catch {
    return null
  }
}

const VISITOR_KEY = 'courtier.consent.visitor'

/** The random id that identifies this browser in the proof of consent (nothing else about the visitor). */
function visitorId(): string {
  try {
    const kept = window.localStorage.getItem(VISITOR_KEY)
    if (kept && /^[A-Za-z0-9-]{16,64}$/.test(kept)) return kept
    const id = crypto.randomUUID()
    window.localStorage.setItem(VISITOR_KEY, id)
    return id
  } catch {
    return crypto.randomUUID()
  }
}

/** Proof of consent: the choice, its version and the random id, stored by the site (src/app/api/consent). */
function recordOnServer(choice: ConsentChoice) {
  const body = JSON.stringify({
    visitorId: visitorId(),
    version: choice.version ?? 'none',
    locale: document.documentElement.lang === 'en' ? 'en' : 'fr',
    functional: choice.functional,
    analytics: choice.analytics,
    marketing: choice.marketing,
  })
  void fetch('/api/consent', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })
    .then((res) => {
      if (!res.ok) console.warn('Consent record refused', res.status)
    })
    .catch(() => console.warn('Consent record not sent'))
}

/** Saves a choice under this page's version, records it on the server, and tells the page's islands. */
export function saveConsent(choice: ConsentChoice) {
  const version = consentVersionOfPage()
  const saved = version ? { ...choice, version } : choice
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(saved))
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  recordOnServer(saved)
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE, { detail: saved }))
}

/** A script on the page waits for the visitor's decision: the banner shows if none was made. */
export function askForDecision() {
  ;(window as ConsentWindow).__consentNeeded = true
  window.dispatchEvent(new Event(CONSENT_NEEDED))
}

export const openConsentManager = () => (window as ConsentWindow).openConsentManager?.()
