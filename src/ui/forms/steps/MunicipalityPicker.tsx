'use client'
import { useTranslations } from '@/i18n/client'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useFieldError } from './inputs'
import type { Municipality } from './municipalities'

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Municipalities grouped under 'all cities', with a filter; at least one is required. */
export function MunicipalityPicker({ id, list }: { id: string; list: Municipality[] }) {
  const t = useTranslations('StepForms')
  const { watch, setValue } = useFormContext()
  const [filter, setFilter] = useState('')
  const error = useFieldError('municipalities')
  const chosen = (watch('municipalities') as string[] | undefined) ?? []
  const toggle = (name: string) => {
    const nextList = chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name]
    // An empty list is removed so the 'required' error applies (spec 2 §5).
    setValue('municipalities', nextList.length ? nextList : undefined, { shouldValidate: Boolean(error) })
  }
  const shown = list.filter((m) => fold(m.DESCRIPTION).includes(fold(filter)))
  return (
    <div className="municipality-picker">
      <label className="field__label" htmlFor={`${id}-filter`}>
        {t('filterCities')}
      </label>
      <input
        id={`${id}-filter`}
        className="input"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        autoComplete="off"
      />
      <p className="field__hint" aria-live="polite">
        {t('selectedCount', { count: chosen.length })}
      </p>
      <fieldset className="municipality-picker__list" aria-invalid={Boolean(error)}>
        <legend className="field__label">{t('allCities')}</legend>
        {shown.map((m) => (
          <label key={m.MUN_CODE} className="field--check">
            <input type="checkbox" checked={chosen.includes(m.DESCRIPTION)} onChange={() => toggle(m.DESCRIPTION)} />{' '}
            {m.DESCRIPTION}
          </label>
        ))}
      </fieldset>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  )
}
