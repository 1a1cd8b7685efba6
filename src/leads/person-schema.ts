import { z } from 'zod'
import { POSTAL_CODE_PATTERN, emailField, requiredPhone, requiredText } from './rules'

export const communicationMethods = ['phone', 'email', 'text'] as const

/** Contact step of the alert and valuation forms (firstname, lastname, phone, email required). */
export const personFields = {
  firstname: requiredText('firstnameRequired', 100),
  lastname: requiredText('lastnameRequired', 100),
  phone: requiredPhone('phoneRequired', 'phoneInvalid'),
  email: emailField('emailRequired', 'emailInvalid'),
  communication_method: z.enum(communicationMethods).default('email'),
}

/** Address step (address, postal_code, city required; province and country default to Québec, Canada). */
export const addressFields = {
  address: requiredText('addressRequired', 200),
  postal_code: z
    .string()
    .trim()
    .min(1, { error: 'postal_codeRequired', abort: true })
    .regex(POSTAL_CODE_PATTERN, 'postal_codeInvalid'),
  city: requiredText('cityRequired', 100),
  province: z.string().trim().max(100).default('QC'),
  country: z.string().trim().max(100).default('Canada'),
  consent_transaction: z.boolean().default(false),
  consent_marketing: z.boolean().default(false),
}

export const municipalitiesField = z
  .array(z.string().trim().min(1).max(120), 'municipalitiesRequired')
  .min(1, 'municipalitiesRequired')
  .max(200)
