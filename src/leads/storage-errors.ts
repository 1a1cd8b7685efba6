import { wireNameOf } from './wire-fields'
import { asText } from '@/domain/text'

type Issue = { path?: unknown; message?: unknown }

/**
 * Payload's ValidationError (a stored value the collection refuses) → { wire_field: message key },
 * so the visitor gets a 400 naming the field instead of a 500; null for any other error.
 */
export function storageFieldErrors(e: unknown): Record<string, string> | null {
  if (!(e instanceof Error) || e.name !== 'ValidationError') return null
  const issues = (e as { data?: { errors?: Issue[] } }).data?.errors ?? []
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = asText(issue.path ?? 'form').replace(/^fields\./, '')
    const name = wireNameOf[path] ?? path
    errors[name] ??= /long|length|characters|caractères/i.test(asText(issue.message)) ? 'tooLong' : 'invalidFormat'
  }
  return Object.keys(errors).length ? errors : { form: 'invalidFormat' }
}
