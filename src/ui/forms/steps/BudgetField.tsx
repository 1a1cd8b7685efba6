'use client'
import { useTranslations } from '@/i18n/client'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { formatGroupedDigits } from '@/domain/mortgage'
import { Field } from '../Field'

/** Budget min / max with space-grouped digits; untouched or empty means 0 and Infinity (spec 2 §5). */
export function BudgetField({ id }: { id: string }) {
  const t = useTranslations('StepForms')
  const { setValue, getValues } = useFormContext()
  const initial = getValues('budget') as { min?: number; max?: number } | undefined
  const show = (n?: number) => (n && Number.isFinite(n) ? formatGroupedDigits(String(n)) : '')
  const [min, setMin] = useState(show(initial?.min))
  const [max, setMax] = useState(show(initial?.max))
  const parse = (s: string, empty: number) =>
    s.replace(/[\s,]/g, '') === '' ? empty : Number.parseInt(s.replace(/[\s,]/g, ''), 10)
  const update = (nextMin: string, nextMax: string) =>
    setValue('budget', { min: parse(nextMin, 0), max: parse(nextMax, Infinity) })
  return (
    <div className="lead-form__row">
      <Field id={`${id}-min`} label={t('budgetMin')}>
        {(aria) => (
          <input
            {...aria}
            className="input"
            inputMode="numeric"
            value={min}
            onChange={(e) => {
              const v = formatGroupedDigits(e.target.value)
              setMin(v)
              update(v, max)
            }}
          />
        )}
      </Field>
      <Field id={`${id}-max`} label={t('budgetMax')} hint={t('budgetMaxHint')}>
        {(aria) => (
          <input
            {...aria}
            className="input"
            inputMode="numeric"
            value={max}
            onChange={(e) => {
              const v = formatGroupedDigits(e.target.value)
              setMax(v)
              update(min, v)
            }}
          />
        )}
      </Field>
    </div>
  )
}
