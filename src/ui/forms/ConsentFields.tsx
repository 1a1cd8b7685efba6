'use client'
import { useTranslations } from '@/i18n/client'
import type { UseFormRegister } from 'react-hook-form'
import { CheckField } from './Field'

type ConsentValues = { consent_transaction?: boolean; consent_marketing?: boolean }

/** The two consent boxes (unchecked by default), naming the contact person when known. */
export function ConsentFields<T extends ConsentValues>({
  idPrefix,
  register,
  name,
  disabled,
}: {
  idPrefix: string
  register: UseFormRegister<T>
  name: string | null
  disabled?: boolean
}) {
  const t = useTranslations('LeadForms')
  // react-hook-form's register is invariant in the form's values: a form holding ConsentValues among others cannot be typed as one.
  const reg = register as unknown as UseFormRegister<ConsentValues>
  return (
    <fieldset className="lead-form__consents" disabled={disabled}>
      <legend className="field__label">{t('consentLegend')}</legend>
      <CheckField
        id={`${idPrefix}-consent-transaction`}
        label={name ? t('consentTransaction', { name }) : t('consentTransactionNoName')}
      >
        <input id={`${idPrefix}-consent-transaction`} type="checkbox" {...reg('consent_transaction')} />
      </CheckField>
      <CheckField
        id={`${idPrefix}-consent-marketing`}
        label={name ? t('consentMarketing', { name }) : t('consentMarketingNoName')}
      >
        <input id={`${idPrefix}-consent-marketing`} type="checkbox" {...reg('consent_marketing')} />
      </CheckField>
    </fieldset>
  )
}
