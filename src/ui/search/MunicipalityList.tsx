'use client'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import type { MunicipalityOption } from '@/contract/core-api'

type Props = {
  options: MunicipalityOption[]
  value: string[]
  onChange: (codes: string[]) => void
  legend: string
  hideLegend?: boolean
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Checkboxes of municipalities with a text filter (used by the dropdown and the overlay). */
export function MunicipalityList({ options, value, onChange, legend, hideLegend = false }: Props) {
  const t = useTranslations('Search')
  const [q, setQ] = useState('')
  const id = useId()
  const shown = useMemo(() => {
    const f = fold(q.trim())
    return f ? options.filter((o) => fold(o.DESCRIPTION).includes(f)) : options
  }, [options, q])
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code].sort() : value.filter((c) => c !== code))
  return (
    <fieldset className="mun-list">
      <legend className={hideLegend ? 'visually-hidden' : 'filters__legend'}>{legend}</legend>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('searchMunicipality')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="mun-list__filter"
        placeholder={t('searchMunicipality')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
      />
      <ul className="mun-list__options">
        {shown.map((o) => (
          <li key={o.MUN_CODE}>
            <label className="check">
              <input
                type="checkbox"
                checked={value.includes(o.MUN_CODE)}
                onChange={(e) => toggle(o.MUN_CODE, e.target.checked)}
              />
              <span>{o.DESCRIPTION}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li className="mun-list__none">{t('noMunicipality')}</li> : null}
      </ul>
    </fieldset>
  )
}
