'use client'
import { useTranslations } from '@/i18n/client'
import { Slider } from 'radix-ui'
import { formatPrice } from '@/domain/format'
import { stepIndex } from '@/domain/listing-display'
import type { Locale } from '@/domain/locales'

type Props = {
  steps: readonly number[]
  min: number | null
  max: number | null
  locale: Locale
  onChange: (min: number | null, max: number | null) => void
}

/** Price range over the price increments; the last position means no upper limit (Infinity, unset). */
export function PriceRange({ steps, min, max, locale, onChange }: Props) {
  const t = useTranslations('Search')
  const top = steps.length
  const value = [stepIndex(steps, min, 0), max === null ? top : Math.max(stepIndex(steps, max, top), 1)]
  const label = (i: number) => (i >= top ? t('priceNoLimit') : formatPrice(steps[i], locale))
  const summary =
    min === null && max === null
      ? t('any')
      : min === null
        ? t('priceUpTo', { max: label(value[1]) })
        : max === null
          ? t('priceFrom', { min: label(value[0]) })
          : t('priceRange', { min: label(value[0]), max: label(value[1]) })
  const commit = ([a, b]: number[]) => onChange(a <= 0 ? null : steps[a], b >= top ? null : steps[b])
  return (
    <fieldset className="price-range">
      <legend className="filters__legend">{t('price')}</legend>
      <p className="price-range__summary" aria-live="polite">
        {summary}
      </p>
      <Slider.Root
        className="slider"
        min={0}
        max={top}
        step={1}
        minStepsBetweenThumbs={1}
        value={value}
        onValueChange={commit}
      >
        <Slider.Track className="slider__track">
          <Slider.Range className="slider__range" />
        </Slider.Track>
        <Slider.Thumb className="slider__thumb" aria-label={t('priceMin')} aria-valuetext={label(value[0])} />
        <Slider.Thumb className="slider__thumb" aria-label={t('priceMax')} aria-valuetext={label(value[1])} />
      </Slider.Root>
    </fieldset>
  )
}
