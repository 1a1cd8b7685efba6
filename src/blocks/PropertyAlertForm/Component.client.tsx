'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from '@/i18n/client'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import {
  alertFormSchema,
  alertSteps,
  currentSituations,
  movingDates,
  type AlertFormData,
  type AlertFormValues,
} from '@/leads/alert-schema'
import { alertToWire } from '@/leads/wire'
import { propertyTypes } from '@/listings/constants'
import { twoDigitMask } from '@/ui/forms/masks'
import { BudgetField } from '@/ui/forms/steps/BudgetField'
import { ChoiceGroup, NumberInput } from '@/ui/forms/steps/inputs'
import { MunicipalityPicker } from '@/ui/forms/steps/MunicipalityPicker'
import { AddressStep, PersonStep } from '@/ui/forms/steps/PersonSteps'
import type { StepFormIslandProps } from '@/ui/forms/steps/StepFormBlock'
import { StepFormShell } from '@/ui/forms/steps/StepFormShell'
import { AlertPrefill } from '@/ui/shortlist/AlertPrefill'
import { useSite } from '@/ui/state/site'

type Props = StepFormIslandProps
const defaults: Partial<AlertFormValues> = {
  municipalities: undefined,
  budget: { min: 0, max: Infinity },
  property_type: '',
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  communication_method: 'email',
  address: '',
  postal_code: '',
  city: '',
  province: 'QC',
  country: 'Canada',
  consent_transaction: false,
  consent_marketing: false,
}

/** The property alert form: intro + 6 steps (spec 2 §5). */
export function PropertyAlertFormClient({ heading, title, text, fallbackMunicipalities }: Props) {
  const t = useTranslations('StepForms')
  const { locale } = useSite()
  const id = useId()
  const form = useForm<AlertFormValues, unknown, AlertFormData>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: defaults as AlertFormValues,
  })
  const [address, postal, city] = form.watch(['address', 'postal_code', 'city'])
  return (
    <StepFormShell
      form={form}
      steps={alertSteps}
      formType="property_alert"
      toWire={alertToWire}
      fallbackMunicipalities={fallbackMunicipalities}
      intro={{ title: title || t('alertIntroTitle'), text: text || t('alertIntroText'), heading }}
      canSubmit={Boolean(address?.trim() && postal?.trim() && city?.trim())}
      stepTitles={[1, 2, 3, 4, 5, 6].map((n) => t(`alertStep${n}` as 'alertStep1'))}
    >
      {(step, municipalities) => (
        <>
          <AlertPrefill municipalities={municipalities} />
          {step === 1 ? <MunicipalityPicker id={id} list={municipalities} /> : null}
          {step === 2 ? (
            <>
              <ChoiceGroup
                id={`${id}-moving`}
                name="moving_date"
                legend={t('moving_date')}
                required
                options={movingDates.map((v) => ({ value: v, label: t(`moving_${v}`) }))}
              />
              <ChoiceGroup
                id={`${id}-situation`}
                name="current_situation"
                legend={t('current_situation')}
                required
                options={currentSituations.map((v) => ({ value: v, label: t(`situation_${v}`) }))}
              />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <BudgetField id={`${id}-budget`} />
              <ChoiceGroup
                id={`${id}-type`}
                name="property_type"
                legend={t('property_type')}
                options={[
                  { value: '', label: t('anyType') },
                  ...propertyTypes.map((p) => ({ value: p.code, label: p[locale] })),
                ]}
              />
            </>
          ) : null}
          {step === 4 ? (
            <div className="lead-form__row">
              <NumberInput id={`${id}-bedrooms`} name="bedrooms" label={t('bedrooms')} mask={twoDigitMask} />
              <NumberInput id={`${id}-bathrooms`} name="bathrooms" label={t('bathrooms')} mask={twoDigitMask} />
            </div>
          ) : null}
          {step === 5 ? <PersonStep id={id} /> : null}
          {step === 6 ? <AddressStep id={id} /> : null}
        </>
      )}
    </StepFormShell>
  )
}
