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

export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

export function saveConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice))
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE, { detail: choice }))
}

/** A script on the page waits for the visitor's decision: the banner shows if none was made. */
export function askForDecision() {
  ;(window as ConsentWindow).__consentNeeded = true
  window.dispatchEvent(new Event(CONSENT_NEEDED))
}

export const openConsentManager = () => (window as ConsentWindow).openConsentManager?.()
