import type { Locale } from '@/domain/locales'
import type { AlertFormData } from './alert-schema'
import type { ContactFormData, Recipient } from './contact-schema'
import { surfaceText, type ValuationFormData } from './valuation-schema'

type Wire = Record<string, string>
type Envelope = { token: string; locale: Locale }
const flag = (b: boolean | undefined) => (b ? '1' : '0')
const fullName = (v: { firstname: string; lastname: string }) => `${v.firstname.trim()} ${v.lastname.trim()}`.trim()

function head(
  formType: string,
  v: { firstname: string; lastname: string; phone: string; email: string },
  env: Envelope,
): Wire {
  return {
    recaptcha_response: env.token,
    form_type: formType,
    locale: env.locale,
    full_name: fullName(v),
    first_name: v.firstname.trim(),
    last_name: v.lastname.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
  }
}

type Place = AlertFormData | ValuationFormData
const place = (v: Place): Wire => ({
  preferred_method_of_contact: v.communication_method,
  address: v.address,
  postal_code: v.postal_code.toUpperCase(),
  city: v.city,
  province: v.province,
  country: v.country,
  municipality: v.municipalities.join(', '),
  property_type: v.property_type,
})
const consents = (v: { consent_transaction: boolean; consent_marketing: boolean }): Wire => ({
  consent_transaction: flag(v.consent_transaction),
  consent_marketing: flag(v.consent_marketing),
})

/** Contact form values → the POST /contact fields (recipient only when one is set). */
export function contactToWire(v: ContactFormData, env: Envelope, recipient?: Recipient | null): Wire {
  const to: Wire = recipient?.slug ? { recipient_type: recipient.type, recipient_slug: recipient.slug } : {}
  return { ...head('contact_form', v, env), message: v.message.trim(), ...consents(v), ...to }
}

export function alertToWire(v: AlertFormData, env: Envelope): Wire {
  return {
    ...head('property_alert', v, env),
    ...place(v),
    current_client_situation: v.current_situation,
    desired_moving_timeframe: v.moving_date,
    budget_min: String(v.budget.min),
    budget_max: String(v.budget.max),
    nb_bedrooms: String(v.bedrooms),
    nb_bathrooms: String(v.bathrooms),
    ...consents(v),
  }
}

export function valuationToWire(v: ValuationFormData, env: Envelope): Wire {
  return {
    ...head('property_valuation', v, env),
    ...place(v),
    year_of_construction: String(v.construction_year),
    nb_bedrooms: String(v.bedrooms),
    nb_bathrooms: String(v.bathrooms),
    nb_parking: String(v.parking),
    nb_garage: String(v.garage),
    living_area: surfaceText(v.livable_surface_area, v.measurement, env.locale),
    land_area: surfaceText(v.lot_surface_area, v.measurement, env.locale),
    evaluation_report: v.report ?? '',
    availability_of_report: v.report_available ?? '',
    reason_for_sale: v.selling_motivation,
    renos_and_improvments: v.renovations,
    ...consents(v),
  }
}

export function toFormData(wire: Wire): FormData {
  const fd = new FormData()
  for (const [k, v] of Object.entries(wire)) fd.append(k, v)
  return fd
}
