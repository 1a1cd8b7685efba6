'use client'
import { useTranslations } from '@/i18n/client'
import { asText } from '@/domain/text'
import { useFormContext } from 'react-hook-form'
import { Field, useErrorText } from '../Field'
import type { Mask } from '../masks'
import { MaskedInput } from '../MaskedInput'

const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(asText(v).replace(/\s/g, ''))

/** The error message of a field, in the page's language. */
export function useFieldError(name: string) {
  const { formState } = useFormContext()
  const errorText = useErrorText()
  const error = name
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], formState.errors) as
    { message?: string } | undefined
  return errorText(error?.message)
}

export function TextInput({
  id,
  name,
  label,
  required,
  mask,
  autoComplete,
  type = 'text',
  upper,
}: {
  id: string
  name: string
  label: string
  required?: boolean
  mask?: Mask
  autoComplete?: string
  type?: string
  upper?: boolean
}) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const reg = register(name, upper ? { setValueAs: (v: string) => v.toUpperCase() } : undefined)
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(aria) =>
        mask ? (
          <MaskedInput
            {...aria}
            {...mask}
            className={upper ? 'input input--upper' : 'input'}
            type={type}
            autoComplete={autoComplete}
            {...reg}
          />
        ) : (
          <input {...aria} className="input" type={type} autoComplete={autoComplete} {...reg} />
        )
      }
    </Field>
  )
}

/** A number typed in an n-digit masked box (counts, year, surfaces); empty means missing. */
export function NumberInput({
  id,
  name,
  label,
  mask,
  required = true,
}: {
  id: string
  name: string
  label: string
  mask: Mask
  required?: boolean
}) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(aria) => (
        <MaskedInput
          {...aria}
          {...mask}
          className="input input--short"
          inputMode="numeric"
          {...register(name, { setValueAs: toNumber })}
        />
      )}
    </Field>
  )
}

export function TextArea({ id, name, label }: { id: string; name: string; label: string }) {
  const { register } = useFormContext()
  return (
    <Field id={id} label={label}>
      {(aria) => (
        <textarea {...aria} className="input" rows={5} {...register(name, { setValueAs: (v: string) => v.trim() })} />
      )}
    </Field>
  )
}

/** Radio buttons for a choice (moving date, situation, contact method, yes/no…). */
export function ChoiceGroup({
  id,
  name,
  legend,
  options,
  required,
}: {
  id: string
  name: string
  legend: string
  options: { value: string; label: string }[]
  required?: boolean
}) {
  const { register } = useFormContext()
  const t = useTranslations('LeadForms')
  const error = useFieldError(name)
  return (
    <fieldset
      className="choice-group"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="field__label">
        {legend}
        {required ? <span className="field__required"> ({t('required')})</span> : null}
      </legend>
      {options.map((o) => (
        <label key={o.value} className="field--check">
          <input type="radio" value={o.value} {...register(name)} /> {o.label}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
