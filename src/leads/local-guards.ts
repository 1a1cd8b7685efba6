import { MIN_FILL_MS, UNVERIFIED_PER_HOUR } from './constants'

export type GuardInput = {
  honeypot: string
  /** The server could not verify a captcha token: none was sent, the provider was unreachable or no secret is set (decision 0016). */
  unverified: boolean
  elapsedMs: number | null
  /** Unverified leads this site took in the last hour (asked only when needed). */
  unverifiedLastHour: () => Promise<number>
}
export type Refusal = { status: 403 | 429; key: 'abuseRefused' | 'tooFast' | 'unverifiedCapReached' }
type Limits = { minFillMs: number; perHour: number }

/**
 * The guards that need no third party: the honeypot (every post); whenever the server could not
 * verify a captcha token, whatever the client said about it (issue 27, item 7), also a minimum fill
 * time and a per-site cap of such leads per hour. null = let it through.
 */
export async function localGuardRefusal(
  g: GuardInput,
  limits: Limits = { minFillMs: MIN_FILL_MS, perHour: UNVERIFIED_PER_HOUR },
): Promise<Refusal | null> {
  if (g.honeypot) return { status: 403, key: 'abuseRefused' }
  if (!g.unverified) return null
  if (g.elapsedMs === null || g.elapsedMs < limits.minFillMs) return { status: 403, key: 'tooFast' }
  if ((await g.unverifiedLastHour()) >= limits.perHour) return { status: 429, key: 'unverifiedCapReached' }
  return null
}
