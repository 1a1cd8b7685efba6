import type { Locale } from '@/domain/locales'
import { toFormData } from '@/leads/wire'
import { answerUnknown } from './lead-answer'

export class LeadSubmitError extends Error {
  /** explained: the message is the server's own (e.g. an abuse refusal), in the visitor's language. */
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    readonly explained = false,
  ) {
    super(message)
  }
}

type Post = {
  micrositeId: string
  siteKey: string | null
  locale: Locale
  wire: Record<string, string>
  idempotencyKey: string
  fallbackMessage: string
}

/**
 * The protected core client's POST /contact (spec 1 §7): form-data with Content-Language, Accept
 * and X-Site-Key; the Idempotency-Key lets a retry after a network failure or a gateway error store one lead.
 */
export async function postLead({
  micrositeId,
  siteKey,
  locale,
  wire,
  idempotencyKey,
  fallbackMessage,
}: Post): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Language': locale,
    Accept: 'application/json',
    'Idempotency-Key': idempotencyKey,
  }
  if (siteKey) headers['X-Site-Key'] = siteKey
  const send = () =>
    fetch(`/api/swc/${encodeURIComponent(micrositeId)}/contact`, {
      method: 'POST',
      headers,
      body: toFormData(wire),
    }).catch(() => null)
  // No answer, or a gateway's error: sent once more under the same key (stored once, whichever instance answers).
  let res = await send()
  if (answerUnknown(res?.status ?? null)) res = await send()
  // Still unknown: status 0, so the form keeps the key for the visitor's next try.
  if (!res || answerUnknown(res.status)) throw new LeadSubmitError(fallbackMessage, 0)
  const body = (await res.json().catch(() => null)) as {
    status?: string
    message?: string
    errors?: Record<string, string>
  } | null
  if (res.ok && body?.status === 'success') return
  throw new LeadSubmitError(body?.message || fallbackMessage, res.status, body?.errors ?? {}, Boolean(body?.message))
}

export const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
