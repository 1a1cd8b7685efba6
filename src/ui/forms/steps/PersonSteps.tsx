'use client'
import { useTranslations } from '@/i18n/client'
import { useSite } from '@/ui/state/site'
import { ConsentFields } from '../ConsentFields'
import { phoneMask, postalCodeMask } from '../masks'
import { useFormContext } from 'react-hook-form'
import { ChoiceGroup, TextInput } from './inputs'

/** Contact step of the alert and valuation forms. */
export function PersonStep({ id }: { id: string }) {
  const t = useTranslations('StepForms')
  const lf = useTranslations('LeadForms')
  return (
    <>
      <div className="lead-form__row">
        <TextInput id={`${id}-firstname`} name="firstname" label={lf('firstname')} required autoComplete="given-name" />
        <TextInput id={`${id}-lastname`} name="lastname" label={lf('lastname')} required autoComplete="family-name" />
      </div>
      <div className="lead-form__row">
        <TextInput
          id={`${id}-phone`}
          name="phone"
          label={lf('phone')}
          required
          mask={phoneMask}
          type="tel"
          autoComplete="tel-national"
        />
        <TextInput id={`${id}-email`} name="email" label={lf('email')} required type="email" autoComplete="email" />
      </div>
      <ChoiceGroup
        id={`${id}-method`}
        name="communication_method"
        legend={t('communication_method')}
        options={(['phone', 'email', 'text'] as const).map((m) => ({ value: m, label: t(`method_${m}`) }))}
      />
    </>
  )
}

/** Address step (the last one): address, postal code, city, province, country, and the consents. */
export function AddressStep({ id }: { id: string }) {
  const t = useTranslations('StepForms')
  const site = useSite()
  const { register } = useFormContext()
  return (
    <>
      <TextInput id={`${id}-address`} name="address" label={t('address')} required autoComplete="street-address" />
      <div className="lead-form__row">
        <TextInput
          id={`${id}-postal`}
          name="postal_code"
          label={t('postal_code')}
          required
          mask={postalCodeMask}
          autoComplete="postal-code"
          upper
        />
        <TextInput id={`${id}-city`} name="city" label={t('city')} required autoComplete="address-level2" />
      </div>
      <div className="lead-form__row">
        <TextInput id={`${id}-province`} name="province" label={t('province')} autoComplete="address-level1" />
        <TextInput id={`${id}-country`} name="country" label={t('country')} autoComplete="country-name" />
      </div>
      {site.contactForm.show_consent ? (
        <ConsentFields idPrefix={id} register={register} name={site.contactForm.contact_name} />
      ) : null}
    </>
  )
}
