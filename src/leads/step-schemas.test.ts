import { describe, expect, it } from 'vitest'
import { alertFormSchema, alertSteps } from './alert-schema'
import { valuationFormSchema, valuationSteps, surfaceText } from './valuation-schema'

const person = {
  firstname: 'Luc',
  lastname: 'Roy',
  phone: '(450) 555-0142',
  email: 'luc@example.ca',
  address: '12 rue Principale',
  postal_code: 'H7T 2K9',
  city: 'Laval',
}
const alert = {
  municipalities: ['Laval'],
  moving_date: '0-60-days',
  current_situation: 'tenant',
  bedrooms: 2,
  bathrooms: 1,
  ...person,
}
const valuation = {
  municipalities: ['Laval'],
  property_type: 'maison',
  construction_year: 1998,
  bedrooms: 3,
  bathrooms: 2,
  parking: 0,
  garage: 0,
  livable_surface_area: 1400,
  lot_surface_area: 0,
  ...person,
}
const keys = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('alert form (spec 2 §5)', () => {
  it('has an intro and 6 steps', () => expect(alertSteps).toHaveLength(7))
  it('accepts a complete request and defaults the budget to 0 – Infinity', () => {
    const r = alertFormSchema.parse(alert)
    expect(r.budget).toEqual({ min: 0, max: Infinity })
    expect(r.province).toBe('QC')
  })
  it('requires at least one municipality (an empty list is removed)', () => {
    expect(keys(alertFormSchema.safeParse({ ...alert, municipalities: [] }))).toEqual({
      municipalities: 'municipalitiesRequired',
    })
    expect(keys(alertFormSchema.safeParse({ ...alert, municipalities: undefined }))).toEqual({
      municipalities: 'municipalitiesRequired',
    })
  })
  it('requires moving date and situation', () => {
    expect(keys(alertFormSchema.safeParse({ ...alert, moving_date: undefined, current_situation: 'x' }))).toEqual({
      moving_date: 'moving_dateRequired',
      current_situation: 'current_situationRequired',
    })
  })
  it('requires two-digit counts of bedrooms and bathrooms (0 is valid)', () => {
    expect(alertFormSchema.safeParse({ ...alert, bedrooms: 0 }).success).toBe(true)
    expect(keys(alertFormSchema.safeParse({ ...alert, bedrooms: undefined, bathrooms: 100 }))).toEqual({
      bedrooms: 'bedroomsRequired',
      bathrooms: 'bathroomsRequired',
    })
  })
  it('requires the contact and address fields, phone and postal code masked', () => {
    expect(keys(alertFormSchema.safeParse({ ...alert, firstname: '', lastname: '', phone: '', email: 'x@y' }))).toEqual(
      {
        firstname: 'firstnameRequired',
        lastname: 'lastnameRequired',
        phone: 'phoneRequired',
        email: 'emailInvalid',
      },
    )
    expect(keys(alertFormSchema.safeParse({ ...alert, address: '', city: '', postal_code: 'H7T2K' }))).toEqual({
      address: 'addressRequired',
      city: 'cityRequired',
      postal_code: 'postal_codeInvalid',
    })
    expect(alertFormSchema.safeParse({ ...alert, postal_code: 'h7t2k9' }).success).toBe(true)
  })
})

describe('valuation form (spec 2 §5)', () => {
  it('has an intro and 7 steps', () => expect(valuationSteps).toHaveLength(8))
  it('accepts 0 parking, garage and lot area, and unanswered report questions', () => {
    expect(valuationFormSchema.safeParse(valuation).success).toBe(true)
    expect(valuationFormSchema.safeParse({ ...valuation, report: null, report_available: null }).success).toBe(true)
    expect(valuationFormSchema.safeParse({ ...valuation, report: 'maybe' }).success).toBe(false)
  })
  it('requires type, a 4-digit year and counts', () => {
    expect(
      keys(
        valuationFormSchema.safeParse({
          ...valuation,
          property_type: '',
          construction_year: 98,
          parking: -1,
          garage: undefined,
        }),
      ),
    ).toEqual({
      property_type: 'property_typeRequired',
      construction_year: 'construction_yearRequired',
      parking: 'parkingRequired',
      garage: 'garageRequired',
    })
  })
  it('limits surfaces to 6 digits', () => {
    expect(
      keys(
        valuationFormSchema.safeParse({ ...valuation, livable_surface_area: 1_000_000, lot_surface_area: undefined }),
      ),
    ).toEqual({
      livable_surface_area: 'livable_surface_areaRequired',
      lot_surface_area: 'lot_surface_areaRequired',
    })
  })
  it('writes surfaces with their unit, only when above 0', () => {
    expect(surfaceText(1200, 'imperial', 'fr')).toBe('1200 pi²')
    expect(surfaceText(1200, 'imperial', 'en')).toBe('1200 ft²')
    expect(surfaceText(110, 'metric', 'en')).toBe('110 m²')
    expect(surfaceText(0, 'metric', 'fr')).toBe('')
  })
})

describe('alert budget', () => {
  it('accepts an Infinity maximum and refuses negatives', () => {
    const base = {
      municipalities: ['Laval'],
      moving_date: '0-60-days',
      current_situation: 'owner',
      bedrooms: 1,
      bathrooms: 1,
      firstname: 'A',
      lastname: 'B',
      phone: '(450) 555-0142',
      email: 'a@b.ca',
      address: 'x',
      postal_code: 'H7T 2K9',
      city: 'Laval',
    }
    expect(alertFormSchema.safeParse({ ...base, budget: { min: 0, max: Infinity } }).success).toBe(true)
    expect(alertFormSchema.safeParse({ ...base, budget: { min: -1, max: 5 } }).success).toBe(false)
  })
})
