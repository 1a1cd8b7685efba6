import { SUBMISSION_ID_FIELD } from './wire-fields'

/** Longest value (characters, trimmed) each POST /contact field may carry; any other field: 200. */
export const WIRE_FIELD_MAX: Record<string, number> = {
  recaptcha_response: 8000,
  full_name: 201,
  first_name: 100,
  last_name: 100,
  email: 254,
  message: 5000,
  municipality: 5000,
  reason_for_sale: 2000,
  renos_and_improvments: 2000,
  [SUBMISSION_ID_FIELD]: 200,
}
const DEFAULT_MAX = 200

export const wireFieldMax = (name: string) => WIRE_FIELD_MAX[name] ?? DEFAULT_MAX

/** { field: 'tooLong' } for every listed field whose value is longer than its limit. */
export function overLongFields(w: Record<string, string>, names: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const name of names) if ((w[name] ?? '').trim().length > wireFieldMax(name)) errors[name] = 'tooLong'
  return errors
}

/** Control characters no form field holds (tab and line breaks aside); PostgreSQL cannot even store NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** { field: 'invalidFormat' } for every listed field carrying a control character. */
export function controlCharFields(w: Record<string, string>, names: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const name of names) if (CONTROL_CHARS.test(w[name] ?? '')) errors[name] = 'invalidFormat'
  return errors
}
