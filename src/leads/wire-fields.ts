/** The three form types of POST /contact and exactly the fields each sends (spec 1 §7, spec 2 §7). */
export const formTypes = ['contact_form', 'property_alert', 'property_valuation'] as const
export type FormType = (typeof formTypes)[number]
export const isFormType = (v: unknown): v is FormType => formTypes.includes(v as FormType)

const common = [
  'recaptcha_response',
  'form_type',
  'locale',
  'full_name',
  'first_name',
  'last_name',
  'phone',
  'email',
] as const
const place = [
  'preferred_method_of_contact',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
  'municipality',
  'property_type',
] as const
const consents = ['consent_transaction', 'consent_marketing'] as const

export const wireFields: Record<FormType, readonly string[]> = {
  contact_form: [...common, 'message', ...consents, 'recipient_type', 'recipient_slug'],
  property_alert: [
    ...common,
    ...place,
    'current_client_situation',
    'desired_moving_timeframe',
    'budget_min',
    'budget_max',
    'nb_bedrooms',
    'nb_bathrooms',
    ...consents,
  ],
  property_valuation: [
    ...common,
    ...place,
    'year_of_construction',
    'nb_bedrooms',
    'nb_bathrooms',
    'nb_parking',
    'nb_garage',
    'living_area',
    'land_area',
    'evaluation_report',
    'availability_of_report',
    'reason_for_sale',
    'renos_and_improvments',
    ...consents,
  ],
}

/** Form value name → wire field name, where they differ (errors are reported under wire names). */
export const wireNameOf: Record<string, string> = {
  firstname: 'first_name',
  lastname: 'last_name',
  communication_method: 'preferred_method_of_contact',
  municipalities: 'municipality',
  moving_date: 'desired_moving_timeframe',
  current_situation: 'current_client_situation',
  budget: 'budget_min',
  'budget.min': 'budget_min',
  'budget.max': 'budget_max',
  bedrooms: 'nb_bedrooms',
  bathrooms: 'nb_bathrooms',
  construction_year: 'year_of_construction',
  parking: 'nb_parking',
  garage: 'nb_garage',
  livable_surface_area: 'living_area',
  lot_surface_area: 'land_area',
  report: 'evaluation_report',
  report_available: 'availability_of_report',
  selling_motivation: 'reason_for_sale',
  renovations: 'renos_and_improvments',
}

/** A submission id may travel as a field when the client cannot set the Idempotency-Key header. */
export const SUBMISSION_ID_FIELD = 'submission_id'

/**
 * Guard fields every form sends besides its own: captcha_status 'unavailable' when the browser could
 * not get a token (script blocked, failed or too slow; recaptcha_response is then empty), the hidden
 * honeypot (a person leaves it empty) and how long the form was open before it was sent.
 */
export const CAPTCHA_STATUS_FIELD = 'captcha_status'
export const CAPTCHA_UNAVAILABLE = 'unavailable'
export const HONEYPOT_FIELD = 'website'
export const ELAPSED_FIELD = 'form_elapsed_ms'
export const guardFields = [CAPTCHA_STATUS_FIELD, HONEYPOT_FIELD, ELAPSED_FIELD, SUBMISSION_ID_FIELD] as const
