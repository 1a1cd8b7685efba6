import { truthy } from './rules'

type Wire = Record<string, string>

/** '' → undefined (so "required" applies); '1 200' / '1,200' → 1200; 'Infinity' → Infinity; junk → NaN. */
export function wireNumber(raw: string | undefined): number | undefined {
  const s = (raw ?? '').replace(/[\s,]/g, '')
  if (s === '') return undefined
  if (s === 'Infinity') return Infinity
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN
}

/** '1200 pi²' → 1200 (imperial), '110 m²' → 110 (metric), '' → 0. */
export function wireSurface(raw: string | undefined): { value: number | undefined; metric: boolean } {
  const s = (raw ?? '').trim()
  if (s === '') return { value: 0, metric: false }
  const m = /^([\d\s,]{1,9})\s*(ft²|pi²|m²)?$/.exec(s)
  return m ? { value: wireNumber(m[1]), metric: m[2] === 'm²' } : { value: Number.NaN, metric: false }
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const opt = (raw: string | undefined) => (raw ? raw.trim() : undefined)

const person = (w: Wire) => ({
  firstname: w.first_name ?? '',
  lastname: w.last_name ?? '',
  email: w.email ?? '',
  phone: w.phone ?? '',
  consent_transaction: truthy(w.consent_transaction),
  consent_marketing: truthy(w.consent_marketing),
})
const place = (w: Wire) => ({
  ...person(w),
  communication_method: opt(w.preferred_method_of_contact),
  address: w.address ?? '',
  postal_code: w.postal_code ?? '',
  city: w.city ?? '',
  province: opt(w.province),
  country: opt(w.country),
  municipalities: list(w.municipality),
  property_type: w.property_type ?? '',
})

/** POST /contact fields → the form's own values, so the server validates with the browser's schema. */
export const contactFromWire = (w: Wire) => ({ ...person(w), message: w.message ?? '' })

export const alertFromWire = (w: Wire) => ({
  ...place(w),
  moving_date: opt(w.desired_moving_timeframe),
  current_situation: opt(w.current_client_situation),
  budget: { min: wireNumber(w.budget_min) ?? 0, max: wireNumber(w.budget_max) ?? Infinity },
  bedrooms: wireNumber(w.nb_bedrooms),
  bathrooms: wireNumber(w.nb_bathrooms),
})

export function valuationFromWire(w: Wire) {
  const living = wireSurface(w.living_area)
  const lot = wireSurface(w.land_area)
  return {
    ...place(w),
    construction_year: wireNumber(w.year_of_construction),
    bedrooms: wireNumber(w.nb_bedrooms),
    bathrooms: wireNumber(w.nb_bathrooms),
    parking: wireNumber(w.nb_parking),
    garage: wireNumber(w.nb_garage),
    measurement: living.metric || lot.metric ? 'metric' : 'imperial',
    livable_surface_area: living.value,
    lot_surface_area: lot.value,
    report: opt(w.evaluation_report),
    report_available: opt(w.availability_of_report),
    selling_motivation: w.reason_for_sale ?? '',
    renovations: w.renos_and_improvments ?? '',
  }
}
