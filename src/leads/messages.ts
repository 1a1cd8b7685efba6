import type { Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'

export type LeadErrorKey = keyof (typeof messages)['fr']['LeadForms']['errors']

/** A lead error key in the request's language; an unknown key reads 'Invalid format'. */
export function leadError(key: string, locale: Locale): string {
  const errors = messages[locale].LeadForms.errors as Record<string, string>
  return errors[key] ?? errors.invalidFormat
}

export const localizeErrors = (errors: Record<string, string>, locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, leadError(key, locale)]))

/** Replace {name}-style placeholders. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m)
