'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { calculatorNode } from '@/ui/icons/nodes/calculator'
import { useLocale, useTranslations } from '@/i18n/client'
import { useSearchParams } from 'next/navigation'
import { useId, useState } from 'react'
import { formatCurrency } from '@/domain/format'
import {
  amortizationOptions,
  evaluateMortgage,
  formatGroupedDigits,
  frequencies,
  MORTGAGE_DEFAULTS,
  parseGroupedDigits,
  type Frequency,
  type PropertyKind,
} from '@/domain/mortgage'
import { MORTGAGE_MAX_PRICE, priceFromQuery } from '@/domain/mortgage-price'
import { findRule } from '@/domain/mortgage-rules'
import { sendConversion } from '@/ui/consent/conversion'
import { MortgageResult, type Shown } from './MortgageResult'
import '@/ui/forms/forms.css'
import './mortgage.css'

/** Typed amounts keep at most the digits of the largest accepted price. */
const clampDigits = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, String(MORTGAGE_MAX_PRICE).length)

/**
 * The calculator's inputs; the result appears only after Calculate and is cleared when an input changes.
 * The price starts from `?price=` (a listing page's link), validated and clamped.
 */
export function MortgageCalculatorClient({ ruleId }: { ruleId: string }) {
  const t = useTranslations('Mortgage')
  const locale = useLocale()
  const id = useId()
  const rule = findRule(ruleId)
  const [kind, setKind] = useState<PropertyKind>(MORTGAGE_DEFAULTS.kind)
  const fromQuery = priceFromQuery(useSearchParams().get('price'))
  const [price, setPrice] = useState(fromQuery ? formatGroupedDigits(String(fromQuery)) : '')
  const [down, setDown] = useState('')
  const [years, setYears] = useState(MORTGAGE_DEFAULTS.years)
  const [rate, setRate] = useState(String(MORTGAGE_DEFAULTS.rate))
  const [frequency, setFrequency] = useState<Frequency>(MORTGAGE_DEFAULTS.frequency)
  const [shown, setShown] = useState<Shown | null>(null)
  const input = {
    kind,
    price: parseGroupedDigits(price),
    down: parseGroupedDigits(down),
    years,
    rate: rate === '' ? 0 : Number(rate),
    frequency,
  }
  const check = evaluateMortgage(input, rule)
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setShown(null)
    }
  const money = (n: number) => formatCurrency(n, locale === 'en' ? 'en' : 'fr')

  return (
    <form
      className="mortgage__form"
      onSubmit={(e) => {
        e.preventDefault()
        if (!check.canCalculate) return
        setShown({ ...check, frequency, ruleLabel: rule.label })
        // Amounts and rate only (issue 28): sent only once analytics is accepted.
        sendConversion('mortgage_calculated', {
          price: input.price,
          down_payment: input.down,
          rate: input.rate,
          amortization_years: years,
          frequency,
        })
      }}
    >
      <fieldset className="mortgage__kind">
        <legend className="field__label">{t('propertyType')}</legend>
        {(['residential', 'commercial'] as const).map((k) => (
          <label key={k} className="field--check">
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => change(setKind)(k)} /> {t(k)}
          </label>
        ))}
      </fieldset>
      <div className="lead-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-price`}>
            {t('price')}
          </label>
          <input
            id={`${id}-price`}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={price}
            onChange={(e) => change(setPrice)(formatGroupedDigits(clampDigits(e.target.value)))}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-down`}>
            {t('down')}
          </label>
          <input
            id={`${id}-down`}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={down}
            aria-describedby={`${id}-down-msg`}
            onChange={(e) => change(setDown)(formatGroupedDigits(clampDigits(e.target.value)))}
          />
        </div>
      </div>
      <div id={`${id}-down-msg`} aria-live="polite">
        {check.downTooHigh ? (
          <div className="alert alert--warning" role="alert">
            <p className="alert__title">{t('downTooHighTitle')}</p>
            <p>{t('downTooHighText')}</p>
          </div>
        ) : check.belowMinimum ? (
          <p className="alert alert--danger">{t('minimumDown', { amount: money(check.minimumDown) })}</p>
        ) : null}
      </div>
      <div className="lead-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-years`}>
            {t('amortization')}
          </label>
          <select
            id={`${id}-years`}
            className="input"
            value={years}
            onChange={(e) => change(setYears)(Number(e.target.value))}
          >
            {amortizationOptions.map((y) => (
              <option key={y} value={y}>
                {t('years', { count: y })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-rate`}>
            {t('rate')}
          </label>
          <input
            id={`${id}-rate`}
            className="input"
            type="number"
            min={0}
            max={100}
            step={0.01}
            value={rate}
            onChange={(e) => change(setRate)(e.target.value)}
          />
          {check.rateInvalid ? <p className="field__error">{t('rateInvalid')}</p> : null}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-frequency`}>
          {t('frequency')}
        </label>
        <select
          id={`${id}-frequency`}
          className="input"
          value={frequency}
          onChange={(e) => change(setFrequency)(e.target.value as Frequency)}
        >
          {frequencies.map((f) => (
            <option key={f} value={f}>
              {t(f)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--solid lead-form__submit" disabled={!check.canCalculate}>
        <Glyph node={calculatorNode} size={18} /> {t('calculate')}
      </button>
      {/* The live region is always there, so screen readers announce the result when it appears. */}
      <div aria-live="polite">{shown ? <MortgageResult shown={shown} money={money} /> : null}</div>
    </form>
  )
}
