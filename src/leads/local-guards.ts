import { MIN_FILL_MS, UNVERIFIED_PER_HOUR } from './constants'

export type GuardInput = {
  honeypot: string
  captchaUnavailable: boolean
  elapsedMs: number | null
  /** "Captcha unavailable" leads this site took in the last hour (asked only when needed). */
  unverifiedLastHour: () => Promise<number>
}
export type Refusal = { status: 403 | 429; key: 'abuseRefused' | 'tooFast' | 'unverifiedCapReached' }
type Limits = { minFillMs: number; perHour: number }

/**
 * The guards that need no third party: the honeypot (every post); when the captcha was unavailable,
 * also a minimum fill time and a per-site cap of such leads per hour. null = let it through.
 */
export async function localGuardRefusal(g: GuardInput, limits: Limits = { minFillMs: MIN_FILL_MS, perHour: UNVERIFIED_PER_HOUR }): Promise<Refusal | null> {
  if (g.honeypot) return { status: 403, key: 'abuseRefused' }
  if (!g.captchaUnavailable) return null
  if (g.elapsedMs === null || g.elapsedMs < limits.minFillMs) return { status: 403, key: 'tooFast' }
  if ((await g.unverifiedLastHour()) >= limits.perHour) return { status: 429, key: 'unverifiedCapReached' }
  return null
}
