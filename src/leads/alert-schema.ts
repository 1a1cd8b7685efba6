import { z } from 'zod'
import { countField } from './rules'
import { addressFields, municipalitiesField, personFields } from './person-schema'

export const movingDates = ['0-60-days', '60-120-days', '4-8-months', 'more-than-8-months'] as const
export const currentSituations = ['owner', 'tenant', 'parents', 'abroad', 'other'] as const

/** Whole dollars ≥ 0; the maximum may be Infinity (untouched: no maximum). zod 4 numbers are finite. */
const budgetBound = z.number().min(0).or(z.literal(Infinity))

/** The property alert form (spec 2 §3, §5): intro step 0, then 6 steps. */
export const alertFormSchema = z.object({
  municipalities: municipalitiesField,
  moving_date: z.enum(movingDates, 'moving_dateRequired'),
  current_situation: z.enum(currentSituations, 'current_situationRequired'),
  budget: z
    .object({ min: budgetBound.default(0), max: budgetBound.default(Infinity) })
    .default({ min: 0, max: Infinity }),
  property_type: z.string().trim().max(40).default(''),
  bedrooms: countField('bedroomsRequired'),
  bathrooms: countField('bathroomsRequired'),
  ...personFields,
  ...addressFields,
})

export type AlertFormValues = z.input<typeof alertFormSchema>
export type AlertFormData = z.output<typeof alertFormSchema>

/** Fields checked by each step's Next (index = step; 0 is the intro). */
export const alertSteps: (keyof AlertFormValues)[][] = [
  [],
  ['municipalities'],
  ['moving_date', 'current_situation'],
  ['budget', 'property_type'],
  ['bedrooms', 'bathrooms'],
  ['firstname', 'lastname', 'phone', 'email', 'communication_method'],
  ['address', 'postal_code', 'city', 'province', 'country', 'consent_transaction', 'consent_marketing'],
]
