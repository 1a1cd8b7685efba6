'use client'
import { useLocale, useTranslations } from '@/i18n/client'
import type { evaluateMortgage, Frequency } from '@/domain/mortgage'

export type Shown = ReturnType<typeof evaluateMortgage> & {
  frequency: Frequency
  ruleLabel: { fr: string; en: string }
}

/** The calculated payment, the loan, the insurance premium under 20% down, and the rule used. */
export function MortgageResult({ shown, money }: { shown: Shown; money: (n: number) => string }) {
  const t = useTranslations('Mortgage')
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const pct = new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA', { style: 'percent', maximumFractionDigits: 2 })
  return (
    <section className="mortgage__result">
      <h3>{t('resultTitle')}</h3>
      <p className="mortgage__payment">{t(`payment_${shown.frequency}`, { amount: money(shown.payment) })}</p>
      <p>{t('mortgageAmount', { amount: money(shown.principal) })}</p>
      {shown.premium ? (
        <p>{t('premium', { rate: pct.format(shown.premium.rate), amount: money(shown.premium.amount) })}</p>
      ) : null}
      <p className="mortgage__fine">{t('rule', { label: shown.ruleLabel[locale] })}</p>
      <p className="mortgage__fine">{t('disclaimer')}</p>
    </section>
  )
}
