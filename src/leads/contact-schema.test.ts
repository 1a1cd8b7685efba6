import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import { contactFormSchema, emptyContactForm } from './contact-schema'
import { PHONE_PATTERN } from './rules'

const valid = {
  ...emptyContactForm,
  firstname: 'Marie',
  lastname: 'Tremblay',
  email: 'marie@example.ca',
  message: 'Bonjour',
}
const errorsOf = (v: object) => {
  const r = contactFormSchema.safeParse({ ...valid, ...v })
  return r.success ? {} : Object.fromEntries([...r.error.issues].reverse().map((i) => [i.path.join('.'), i.message]))
}

describe('contact form validation (spec 1 §5)', () => {
  it('accepts the four required values with an empty phone', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true)
  })
  it('requires first name, last name, email and message', () => {
    expect(errorsOf({ firstname: '' })).toEqual({ firstname: 'firstnameRequired' })
    expect(errorsOf({ lastname: '  ' })).toEqual({ lastname: 'lastnameRequired' })
    expect(errorsOf({ email: '' })).toEqual({ email: 'emailRequired' })
    expect(errorsOf({ message: ' \n ' })).toEqual({ message: 'messageRequired' })
  })
  it('rejects an invalid email', () => {
    for (const email of ['marie', 'marie@', 'marie@example', '@example.ca', 'ma rie@example.ca'])
      expect(errorsOf({ email })).toEqual({ email: 'emailInvalid' })
  })
  it('accepts the masked phone, with or without parentheses and dash, or empty', () => {
    for (const phone of ['(514) 555-0123', '514 555-0123', '(514) 5550123', '514 5550123', ''])
      expect(errorsOf({ phone })).toEqual({})
    for (const phone of ['5145550123', '(514)555-0123', '514-555-0123', '(51) 555-0123', '(514) 555-01234'])
      expect(errorsOf({ phone })).toEqual({ phone: 'phoneInvalid' })
    expect(PHONE_PATTERN.test('(450) 555-0142')).toBe(true)
  })
  it('trims the message', () => {
    const r = contactFormSchema.parse({ ...valid, message: '  Allô \n' })
    expect(r.message).toBe('Allô')
  })
  it('reports every error at once', () => {
    expect(Object.keys(errorsOf({ firstname: '', lastname: '', email: '', message: '' }))).toHaveLength(4)
  })
  it('has the spec wording in English and a French message for each key', () => {
    expect(en.LeadForms.errors.firstnameRequired).toBe('The First name field is required')
    expect(en.LeadForms.errors.lastnameRequired).toBe('The Last name field is required')
    expect(en.LeadForms.errors.emailRequired).toBe('The Email Address field is required')
    expect(en.LeadForms.errors.emailInvalid).toBe('The email address field is invalid')
    expect(en.LeadForms.errors.messageRequired).toBe('The message field is required')
    expect(en.LeadForms.errors.phoneInvalid).toBe('The phone number field is invalid')
    expect(en.LeadForms.errors.requiredField).toBe('Required field')
    expect(en.LeadForms.errors.invalidFormat).toBe('Invalid format')
    expect(en.LeadForms.failureTitle).toBe('The request could not be submitted.')
    for (const [k, v] of Object.entries(fr.LeadForms.errors))
      expect(v, k).not.toBe((en.LeadForms.errors as Record<string, string>)[k])
  })
})

describe('zod under the site CSP', () => {
  it('runs without JIT, so no form probes `new Function` (blocked and reported by the nonce CSP)', async () => {
    const { core } = await import('zod')
    expect(core.globalConfig.jitless).toBe(true)
  })
})
