'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from '@/i18n/client'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { propertyTypes } from '@/listings/constants'
import {
  surfaceUnit,
  valuationFormSchema,
  valuationSteps,
  yesNo,
  type ValuationFormData,
  type ValuationFormValues,
} from '@/leads/valuation-schema'
import { valuationToWire } from '@/leads/wire'
import { sixDigitMask, twoDigitMask, yearMask } from '@/ui/forms/masks'
import { ChoiceGroup, NumberInput, TextArea } from '@/ui/forms/steps/inputs'
import { MunicipalityPicker } from '@/ui/forms/steps/MunicipalityPicker'
import { AddressStep, PersonStep } from '@/ui/forms/steps/PersonSteps'
import type { StepFormIslandProps } from '@/ui/forms/steps/StepFormBlock'
import { StepFormShell } from '@/ui/forms/steps/StepFormShell'
import { useSite } from '@/ui/state/site'

type Props = StepFormIslandProps
const defaults: Partial<ValuationFormValues> = {
  property_type: '',
  measurement: 'imperial',
  selling_motivation: '',
  renovations: '',
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

/** The property valuation form: intro + 7 steps (spec 2 §5). */
export function PropertyValuationFormClient({ heading, title, text, fallbackMunicipalities }: Props) {
  const t = useTranslations('StepForms')
  const { locale } = useSite()
  const id = useId()
  const form = useForm<ValuationFormValues, unknown, ValuationFormData>({
    resolver: zodResolver(valuationFormSchema),
    defaultValues: defaults as ValuationFormValues,
  })
  const [measurement, address, postal, city] = form.watch(['measurement', 'address', 'postal_code', 'city'])
  const unit = surfaceUnit(measurement ?? 'imperial', locale)
  const yn = yesNo.map((v) => ({ value: v, label: t(v) }))
  return (
    <StepFormShell
      form={form}
      steps={valuationSteps}
      formType="property_valuation"
      toWire={valuationToWire}
      fallbackMunicipalities={fallbackMunicipalities}
      intro={{ title: title || t('valuationIntroTitle'), text: text || t('valuationIntroText'), heading }}
      canSubmit={Boolean(address?.trim() && postal?.trim() && city?.trim())}
      stepTitles={[1, 2, 3, 4, 5, 6, 7].map((n) => t(`valuationStep${n}` as 'valuationStep1'))}
    >
      {(step, municipalities) => (
        <>
          {step === 1 ? <MunicipalityPicker id={id} list={municipalities} /> : null}
          {step === 2 ? (
            <>
              <ChoiceGroup
                id={`${id}-type`}
                name="property_type"
                legend={t('property_type')}
                required
                options={propertyTypes.map((p) => ({ value: p.code, label: p[locale] }))}
              />
              <NumberInput id={`${id}-year`} name="construction_year" label={t('construction_year')} mask={yearMask} />
              <div className="lead-form__row">
                <NumberInput id={`${id}-bedrooms`} name="bedrooms" label={t('bedrooms')} mask={twoDigitMask} />
                <NumberInput id={`${id}-bathrooms`} name="bathrooms" label={t('bathrooms')} mask={twoDigitMask} />
              </div>
              <div className="lead-form__row">
                <NumberInput id={`${id}-parking`} name="parking" label={t('parking')} mask={twoDigitMask} />
                <NumberInput id={`${id}-garage`} name="garage" label={t('garage')} mask={twoDigitMask} />
              </div>
            </>
          ) : null}
          {step === 3 ? (
            <>
              <ChoiceGroup
                id={`${id}-system`}
                name="measurement"
                legend={t('measurement')}
                options={[
                  { value: 'imperial', label: t('imperial') },
                  { value: 'metric', label: t('metric') },
                ]}
              />
              <div className="lead-form__row">
                <NumberInput
                  id={`${id}-living`}
                  name="livable_surface_area"
                  label={t('livable_surface_area', { unit })}
                  mask={sixDigitMask}
                />
                <NumberInput
                  id={`${id}-lot`}
                  name="lot_surface_area"
                  label={t('lot_surface_area', { unit })}
                  mask={sixDigitMask}
                />
              </div>
            </>
          ) : null}
          {step === 4 ? (
            <>
              <ChoiceGroup id={`${id}-report`} name="report" legend={t('report')} options={yn} />
              <ChoiceGroup
                id={`${id}-report-available`}
                name="report_available"
                legend={t('report_available')}
                options={yn}
              />
            </>
          ) : null}
          {step === 5 ? (
            <>
              <TextArea id={`${id}-motivation`} name="selling_motivation" label={t('selling_motivation')} />
              <TextArea id={`${id}-renovations`} name="renovations" label={t('renovations')} />
            </>
          ) : null}
          {step === 6 ? <PersonStep id={id} /> : null}
          {step === 7 ? <AddressStep id={id} /> : null}
        </>
      )}
    </StepFormShell>
  )
}
