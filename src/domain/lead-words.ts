import type { AdminLanguage } from './admin-words'
import type { LeadStatus } from './lead-status'

type Words = Record<AdminLanguage, string>

export const statusWords: Record<LeadStatus, Words> = {
  new: { fr: 'Nouvelle', en: 'New' },
  contacted: { fr: 'Contactée', en: 'Contacted' },
  qualified: { fr: 'Qualifiée', en: 'Qualified' },
  won: { fr: 'Gagnée', en: 'Won' },
  lost: { fr: 'Perdue', en: 'Lost' },
}

/** The kinds of lead the dashboard counts: the three forms, and a contact form sent from a listing. */
export const leadKinds = ['contact_form', 'listing_request', 'property_alert', 'property_valuation'] as const
export type LeadKind = (typeof leadKinds)[number]

export const kindWords: Record<LeadKind, Words> = {
  contact_form: { fr: 'Contact', en: 'Contact' },
  listing_request: { fr: 'Demande sur une propriété', en: 'Listing request' },
  property_alert: { fr: 'Alerte de propriétés', en: 'Property alert' },
  property_valuation: { fr: 'Évaluation', en: 'Valuation' },
}

export const leadKind = (formType: string | null | undefined, sourceListing: string | null | undefined): LeadKind =>
  formType === 'property_alert' || formType === 'property_valuation'
    ? formType
    : sourceListing
      ? 'listing_request'
      : 'contact_form'

export const deliveryWords: Record<string, Words> = {
  pending: { fr: 'En attente', en: 'Pending' },
  delivered: { fr: 'Livré', en: 'Delivered' },
  failed: { fr: 'Échec', en: 'Failed' },
  none: { fr: 'Aucun', en: 'None' },
}

/** The captcha's review reasons (src/leads/captcha.ts), by the code they start with. */
const reasonWords: Array<[string, Words]> = [
  ['captcha-unavailable', { fr: 'Captcha indisponible', en: 'Captcha unavailable' }],
  ['not-configured', { fr: 'Captcha non configuré', en: 'Captcha not configured' }],
  ['unreachable', { fr: 'Service captcha injoignable', en: 'Captcha service unreachable' }],
  ['invalid-token', { fr: 'Jeton captcha invalide', en: 'Invalid captcha token' }],
  ['test-key', { fr: 'Clé captcha de test', en: 'Captcha test key' }],
  ['hostname-mismatch', { fr: 'Domaine du captcha différent', en: 'Captcha domain mismatch' }],
  ['action-mismatch', { fr: 'Action du captcha différente', en: 'Captcha action mismatch' }],
  ['low-score', { fr: 'Score captcha trop bas', en: 'Captcha score too low' }],
]

/** « Captcha indisponible » for `captcha-unavailable`; an unknown code as it is; none as a dash. */
export function reasonWord(code: string | null | undefined, lang: AdminLanguage): string {
  if (!code) return '—'
  const found = reasonWords.find(([c]) => code === c || code.startsWith(`${c}:`))
  return found ? found[1][lang] : code
}

export const wordOf = (table: Record<string, Words>, code: string | null | undefined, lang: AdminLanguage) =>
  code ? (table[code]?.[lang] ?? code) : '—'
