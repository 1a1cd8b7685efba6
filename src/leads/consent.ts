import { createHash } from 'node:crypto'
import type { Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'
import { fill } from './messages'

type Keys = 'consentTransaction' | 'consentMarketing'

/** The consent wording the form shows, naming the contact person when known (same logic as the browser). */
export function consentWording(kind: 'transaction' | 'marketing', locale: Locale, name: string | null): string {
  const base: Keys = kind === 'transaction' ? 'consentTransaction' : 'consentMarketing'
  const lf = messages[locale].LeadForms
  return name ? fill(lf[base], { name }) : lf[`${base}NoName`]
}

/** Version of the consent wording: a digest of every template in both languages (changes when the text does). */
export const CONSENT_VERSION = createHash('sha256')
  .update(
    JSON.stringify(
      (['fr', 'en'] as const).map((l) => {
        const lf = messages[l].LeadForms
        return [lf.consentTransaction, lf.consentTransactionNoName, lf.consentMarketing, lf.consentMarketingNoName]
      }),
    ),
  )
  .digest('hex')
  .slice(0, 12)

export type ConsentRecord = {
  shown: boolean
  transaction: boolean
  marketing: boolean
  transaction_wording: string | null
  marketing_wording: string | null
  version: string
  recorded_at: string
}

export function consentRecord(input: {
  shown: boolean
  transaction: boolean
  marketing: boolean
  locale: Locale
  name: string | null
  at: Date
}): ConsentRecord {
  return {
    shown: input.shown,
    transaction: input.shown && input.transaction,
    marketing: input.shown && input.marketing,
    transaction_wording: input.shown ? consentWording('transaction', input.locale, input.name) : null,
    marketing_wording: input.shown ? consentWording('marketing', input.locale, input.name) : null,
    version: CONSENT_VERSION,
    recorded_at: input.at.toISOString(),
  }
}
