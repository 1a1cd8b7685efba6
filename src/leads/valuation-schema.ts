import { z } from 'zod'
import { countField } from './rules'
import { addressFields, municipalitiesField, personFields } from './person-schema'

export const measurementSystems = ['imperial', 'metric'] as const
export const yesNo = ['yes', 'no'] as const

/** The property valuation form (spec 2 §3, §5): intro step 0, then 7 steps. */
export const valuationFormSchema = z.object({
  municipalities: municipalitiesField,
  property_type: z.string().trim().min(1, 'property_typeRequired').max(40, 'property_typeTooLong'),
  construction_year: z
    .number('construction_yearRequired')
    .int('construction_yearRequired')
    .min(1000, 'construction_yearRequired')
    .max(9999, 'construction_yearRequired'),
  bedrooms: countField('bedroomsRequired'),
  bathrooms: countField('bathroomsRequired'),
  parking: countField('parkingRequired'),
  garage: countField('garageRequired'),
  measurement: z.enum(measurementSystems).default('imperial'),
  livable_surface_area: countField('livable_surface_areaRequired', 6),
  lot_surface_area: countField('lot_surface_areaRequired', 6),
  report: z.enum(yesNo).nullish(),
  report_available: z.enum(yesNo).nullish(),
  selling_motivation: z.string().trim().max(2000).default(''),
  renovations: z.string().trim().max(2000).default(''),
  ...personFields,
  ...addressFields,
})

export type ValuationFormValues = z.input<typeof valuationFormSchema>
export type ValuationFormData = z.output<typeof valuationFormSchema>

export const valuationSteps: (keyof ValuationFormValues)[][] = [
  [],
  ['municipalities'],
  ['property_type', 'construction_year', 'bedrooms', 'bathrooms', 'parking', 'garage'],
  ['measurement', 'livable_surface_area', 'lot_surface_area'],
  ['report', 'report_available'],
  ['selling_motivation', 'renovations'],
  ['firstname', 'lastname', 'phone', 'email', 'communication_method'],
  ['address', 'postal_code', 'city', 'province', 'country', 'consent_transaction', 'consent_marketing'],
]

/** Surface unit text: ft² (en) / pi² (fr) for imperial, m² for metric (spec 2 §3). */
export const surfaceUnit = (system: (typeof measurementSystems)[number], locale: 'fr' | 'en') =>
  system === 'metric' ? 'm²' : locale === 'fr' ? 'pi²' : 'ft²'

/** '1200 pi²' when greater than 0, else empty. */
export const surfaceText = (value: number, system: (typeof measurementSystems)[number], locale: 'fr' | 'en') =>
  value > 0 ? `${value} ${surfaceUnit(system, locale)}` : ''
