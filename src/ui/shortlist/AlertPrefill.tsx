'use client'
import { useEffect, useRef } from 'react'
import { useFormContext } from 'react-hook-form'
import { filtersFromQuery } from '@/domain/search-filters'
import type { Municipality } from '../forms/steps/municipalities'

/**
 * « M'avertir des nouvelles propriétés » from a saved search: the alert form starts from the criteria in its URL
 * (towns, budget, type, rooms). The person, address and consents stay for the visitor to fill (decision 0046).
 */
export function AlertPrefill({ municipalities }: { municipalities: Municipality[] }) {
  const { setValue } = useFormContext()
  const done = useRef({ criteria: false, towns: false })
  useEffect(() => {
    const f = filtersFromQuery(new URLSearchParams(window.location.search))
    if (!done.current.criteria) {
      done.current.criteria = true
      if (f.price_min !== null || f.price_max !== null)
        setValue('budget', { min: f.price_min ?? 0, max: f.price_max ?? Infinity })
      if (f.type.length === 1) setValue('property_type', f.type[0])
      if (f.bedrooms !== null) setValue('bedrooms', f.bedrooms)
      if (f.bathrooms !== null) setValue('bathrooms', f.bathrooms)
    }
    if (!done.current.towns && municipalities.length && f.mun.length) {
      done.current.towns = true
      const names = municipalities.filter((m) => f.mun.includes(m.MUN_CODE)).map((m) => m.DESCRIPTION)
      if (names.length) setValue('municipalities', names)
    }
  }, [municipalities, setValue])
  return null
}
