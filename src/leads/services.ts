import { after } from 'next/server'
import { googleVerifier, type CaptchaVerifier } from './captcha'
import { memoryRateLimiter, type RateLimiter } from './rate-limit'
import { redisRateLimiter } from './redis-rate-limit'

type Task = () => Promise<unknown>

/** What the contact endpoint depends on, replaceable in tests (a local verifier, a synchronous scheduler). */
export type LeadServices = {
  verifyCaptcha: CaptchaVerifier
  rateLimiter: RateLimiter
  /** Run work after the response is sent (Next's after(); outside a request, on the next tick). */
  afterResponse: (task: Task) => void
  /** Wake the outbox later in this process (best effort: the next post or a cron run also picks it up). */
  wakeAt: (when: Date, task: Task) => void
  now: () => Date
}

const logFailure = (e: unknown) => console.error('[leads] background task failed', e)

function afterResponse(task: Task) {
  const run = () => task().catch(logFailure)
  try {
    after(run)
  } catch {
    setTimeout(() => void run(), 0)
  }
}

function wakeAt(when: Date, task: Task) {
  const delay = Math.min(Math.max(0, when.getTime() - Date.now()), 2 ** 31 - 1)
  setTimeout(() => void task().catch(logFailure), delay).unref?.()
}

/** Shared by every instance through Redis when REDIS_URL is set, else this process's memory. */
const rateLimiter = () =>
  process.env.REDIS_URL ? redisRateLimiter({ url: process.env.REDIS_URL }) : memoryRateLimiter()

const defaults = (): LeadServices => ({
  verifyCaptcha: googleVerifier(),
  rateLimiter: rateLimiter(),
  afterResponse,
  wakeAt,
  now: () => new Date(),
})

let current: LeadServices = defaults()

export const leadServices = (): LeadServices => current

/** Replace some services; returns a function restoring the previous ones. */
export function configureLeadServices(patch: Partial<LeadServices>): () => void {
  const previous = current
  current = { ...current, ...patch }
  return () => {
    current = previous
  }
}
