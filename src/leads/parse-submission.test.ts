import { describe, expect, it } from 'vitest'
import { alertFormSchema } from './alert-schema'
import { contactFormSchema, emptyContactForm } from './contact-schema'
import { wireNumber, wireSurface } from './from-wire'
import { localizeErrors } from './messages'
import { parseSubmission } from './parse-submission'
import { valuationFormSchema } from './valuation-schema'
import { alertToWire, contactToWire, valuationToWire } from './wire'
import { wireFields } from './wire-fields'

const env = { token: 'tok', locale: 'en' as const }
const contact = contactFormSchema.parse({
  ...emptyContactForm,
  firstname: 'Marie',
  lastname: 'Tremblay',
  email: 'marie@example.ca',
  phone: '(514) 555-0123',
  message: 'Hello',
  consent_marketing: true,
})
const person = {
  firstname: 'Luc',
  lastname: 'Roy',
  phone: '(450) 555-0142',
  email: 'luc@example.ca',
  address: '12 rue Principale',
  postal_code: 'h7t 2k9',
  city: 'Laval',
}

describe('POST /contact fields', () => {
  it('sends exactly the spec fields for a contact with a recipient', () => {
    const wire = contactToWire(contact, env, { type: 'broker', slug: 'isabelle-gagnon' })
    expect(Object.keys(wire).sort()).toEqual([...wireFields.contact_form].sort())
    expect(wire).toMatchObject({
      form_type: 'contact_form',
      full_name: 'Marie Tremblay',
      first_name: 'Marie',
      consent_transaction: '0',
      consent_marketing: '1',
    })
    expect(Object.keys(contactToWire(contact, env))).not.toContain('recipient_type')
  })
  it('sends exactly the spec fields for alert and valuation requests', () => {
    const alert = alertFormSchema.parse({
      municipalities: ['Laval', 'Terrebonne'],
      moving_date: '4-8-months',
      current_situation: 'owner',
      bedrooms: 3,
      bathrooms: 2,
      ...person,
    })
    const a = alertToWire(alert, env)
    expect(Object.keys(a).sort()).toEqual([...wireFields.property_alert].sort())
    expect(a).toMatchObject({
      municipality: 'Laval, Terrebonne',
      budget_min: '0',
      budget_max: 'Infinity',
      postal_code: 'H7T 2K9',
      desired_moving_timeframe: '4-8-months',
    })
    const v = valuationFormSchema.parse({
      municipalities: ['Laval'],
      property_type: 'condo',
      construction_year: 2004,
      bedrooms: 2,
      bathrooms: 1,
      parking: 1,
      garage: 0,
      livable_surface_area: 950,
      lot_surface_area: 0,
      ...person,
    })
    const w = valuationToWire(v, { token: 'tok', locale: 'fr' })
    expect(Object.keys(w).sort()).toEqual([...wireFields.property_valuation].sort())
    expect(w).toMatchObject({ living_area: '950 pi²', land_area: '', year_of_construction: '2004', nb_garage: '0' })
  })
  it('reads back what the browser sends (all three types)', () => {
    const alert = alertFormSchema.parse({
      municipalities: ['Laval'],
      moving_date: '0-60-days',
      current_situation: 'tenant',
      budget: { min: 300000, max: 450000 },
      bedrooms: 2,
      bathrooms: 1,
      ...person,
    })
    const v = valuationFormSchema.parse({
      municipalities: ['Laval'],
      property_type: 'maison',
      construction_year: 1988,
      bedrooms: 4,
      bathrooms: 2,
      parking: 2,
      garage: 1,
      measurement: 'metric',
      livable_surface_area: 180,
      lot_surface_area: 600,
      ...person,
    })
    for (const wire of [
      contactToWire(contact, env, { type: 'team', slug: 'equipe-laval' }),
      alertToWire(alert, env),
      valuationToWire(v, env),
    ]) {
      const parsed = parseSubmission(wire, 'fr')
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true)
    }
    const p = parseSubmission(valuationToWire(v, env), 'fr')
    expect(p.ok && p.submission.values).toMatchObject({
      measurement: 'metric',
      livable_surface_area: 180,
      lot_surface_area: 600,
    })
    const a = parseSubmission(alertToWire(alert, env), 'fr')
    expect(a.ok && a.submission.values).toMatchObject({ budget: { min: 300000, max: 450000 } })
  })
  it('reports errors under the wire names, in the language of the post', () => {
    const parsed = parseSubmission(
      {
        form_type: 'contact_form',
        locale: 'fr',
        first_name: '',
        last_name: 'X',
        email: 'bad',
        phone: '123',
        message: '',
      },
      'en',
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.locale).toBe('fr')
    expect(parsed.errors).toEqual({
      recaptcha_response: 'captchaRequired',
      first_name: 'firstnameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      message: 'messageRequired',
    })
    expect(localizeErrors(parsed.errors, 'fr').first_name).toBe('Le champ Prénom est obligatoire')
    expect(localizeErrors(parsed.errors, 'en').first_name).toBe('The First name field is required')
  })
  it('refuses an unknown form type and a bad recipient', () => {
    expect(parseSubmission({ form_type: 'other' }, 'en')).toEqual({
      ok: false,
      locale: 'en',
      errors: { form_type: 'formTypeInvalid' },
    })
    const bad = parseSubmission({ ...contactToWire(contact, env), recipient_type: 'pope', recipient_slug: '' }, 'en')
    expect(!bad.ok && bad.errors).toEqual({ recipient_type: 'recipientInvalid', recipient_slug: 'recipientInvalid' })
  })
  it('says too long, never required, for an over-long value, naming each field in the visitor’s language', () => {
    const parsed = parseSubmission(
      {
        ...contactToWire(contact, env),
        first_name: 'M'.repeat(101),
        full_name: 'x'.repeat(60_000),
        message: 'y'.repeat(5001),
        website: 'z'.repeat(501),
      },
      'fr',
    )
    expect(!parsed.ok && parsed.errors).toEqual({
      first_name: 'firstnameTooLong',
      full_name: 'tooLong',
      message: 'messageTooLong',
      website: 'tooLong',
    })
    if (parsed.ok) return
    expect(localizeErrors(parsed.errors, 'en')).toMatchObject({
      first_name: 'The First name field is too long (at most 100 characters)',
      full_name: 'This field is too long',
    })
    expect(localizeErrors(parsed.errors, 'fr').first_name).toBe(
      'Le champ Prénom est trop long (100 caractères au plus)',
    )
  })
  it('refuses a control character (a NUL that PostgreSQL cannot store) as an invalid value of that field, keeps line breaks', () => {
    const parsed = parseSubmission(
      {
        ...contactToWire(contact, env),
        last_name: '\u0000',
        message: 'Bonjour\r\n\tà bientôt',
        email: 'a\u0007@example.ca',
      },
      'fr',
    )
    expect(!parsed.ok && parsed.errors).toMatchObject({ last_name: 'invalidFormat' })
    expect(!parsed.ok && Object.keys(parsed.errors).sort()).toEqual(['email', 'last_name'])
    if (parsed.ok) return
    expect(localizeErrors(parsed.errors, 'en').last_name).toBe(localizeErrors({ x: 'invalidFormat' }, 'en').x)
  })
  it('takes a post without a token when the browser says the captcha was unavailable, with its guard fields', () => {
    const wire = {
      ...contactToWire(contact, { token: '', locale: 'fr' }),
      captcha_status: 'unavailable',
      website: '',
      form_elapsed_ms: '5300',
    }
    const parsed = parseSubmission(wire, 'fr')
    expect(
      parsed.ok && {
        u: parsed.submission.captchaUnavailable,
        h: parsed.submission.honeypot,
        e: parsed.submission.elapsedMs,
      },
    ).toEqual({ u: true, h: '', e: 5300 })
    expect(parsed.ok && Object.keys(parsed.submission.fields)).not.toContain('website')
    const silent = parseSubmission({ ...wire, captcha_status: '' }, 'fr')
    expect(!silent.ok && silent.errors).toEqual({ recaptcha_response: 'captchaRequired' })
    const withToken = parseSubmission({ ...contactToWire(contact, env), captcha_status: 'unavailable' }, 'fr')
    expect(withToken.ok && withToken.submission.captchaUnavailable).toBe(false)
  })
  it('parses numbers and surfaces as typed', () => {
    expect(wireNumber('1 200')).toBe(1200)
    expect(wireNumber('1,200')).toBe(1200)
    expect(wireNumber('')).toBeUndefined()
    expect(wireNumber('Infinity')).toBe(Infinity)
    expect(wireNumber('abc')).toBeNaN()
    expect(wireSurface('1200 ft²')).toEqual({ value: 1200, metric: false })
    expect(wireSurface('')).toEqual({ value: 0, metric: false })
  })
})
