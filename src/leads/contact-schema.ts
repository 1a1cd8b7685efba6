import { z } from 'zod'
import { emailField, optionalPhone, requiredText } from './rules'

/** Message keys under LeadForms.errors (spec 1 §5 wording, both languages). */
export const contactErrorKeys = [
  'firstnameRequired',
  'lastnameRequired',
  'emailRequired',
  'emailInvalid',
  'messageRequired',
  'phoneInvalid',
] as const
export type ContactErrorKey = (typeof contactErrorKeys)[number]

/** The contact form as the visitor fills it: the browser's form and the server validate with this. */
export const contactFormSchema = z.object({
  firstname: requiredText('firstnameRequired', 100),
  lastname: requiredText('lastnameRequired', 100),
  email: emailField('emailRequired', 'emailInvalid'),
  phone: optionalPhone('phoneInvalid'),
  message: requiredText('messageRequired', 5000),
  consent_transaction: z.boolean(),
  consent_marketing: z.boolean(),
})

export type ContactFormValues = z.input<typeof contactFormSchema>
export type ContactFormData = z.output<typeof contactFormSchema>

export const emptyContactForm: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  message: '',
  consent_transaction: false,
  consent_marketing: false,
}

export const recipientTypes = ['broker', 'administrative_team', 'executive_team', 'team', 'office'] as const
export type RecipientType = (typeof recipientTypes)[number]
export type Recipient = { type: RecipientType; slug: string }

export const isRecipientType = (v: unknown): v is RecipientType => recipientTypes.includes(v as RecipientType)
