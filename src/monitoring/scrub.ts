import { wireFields } from '@/leads/wire-fields'

/** Every field a lead form sends, plus the stored names: never sent to error reporting. */
const LEAD_KEYS = new Set(
  [
    ...Object.values(wireFields)
      .flat()
      .filter((k) => k !== 'message'), // 'message' is also the event's own text
    'firstname',
    'lastname',
    'ip',
    'user_agent',
    'cookie',
    'cookies',
    'authorization',
    'x-forwarded-for',
    'x-real-ip',
    'vars', // a stack frame's local variables may hold a lead
  ].map((k) => k.toLowerCase()),
)

export const FILTERED = '[Filtered]'
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g

/** Scrubs free text: e-mail addresses and North American phone numbers. */
export const scrubText = (text: string) => text.replace(EMAIL, FILTERED).replace(PHONE, FILTERED)

/**
 * An error-reporting event with nothing of a lead in it: every lead field (at any depth: request
 * body, query, headers, extra, contexts, breadcrumbs) is replaced by '[Filtered]', and e-mail
 * addresses and phone numbers are removed from every remaining string (messages, URLs, stack frames'
 * variables). A request body (`request.data`, a lead form's fields, its message) is dropped whole.
 */
export function scrubEvent<T>(event: T): T {
  return scrub(event, 0) as T
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (LEAD_KEYS.has(key.toLowerCase())) out[key] = FILTERED
    else if (key === 'data' && depth === 1)
      out[key] = FILTERED // request.data
    else out[key] = scrub(v, depth + 1)
  }
  return out
}
