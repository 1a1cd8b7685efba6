/**
 * Failed sign-ins per client address over a sliding window, in this process's memory (like the
 * leads' rate limit: with several instances each counts separately). The address budget is below
 * the account lockout (5), so one address alone cannot lock an editor out in one window.
 */
export const LOGIN_THROTTLE = { maxFailures: 4, windowMs: 15 * 60 * 1000 }

export type LoginThrottle = {
  check: (address: string, now?: number) => { allowed: boolean; retryAfterS: number }
  fail: (address: string, now?: number) => void
  succeed: (address: string) => void
  reset: () => void
}

export function memoryLoginThrottle({ maxFailures, windowMs } = LOGIN_THROTTLE): LoginThrottle {
  const failures = new Map<string, number[]>()
  const recent = (address: string, now: number) => (failures.get(address) ?? []).filter((t) => now - t < windowMs)
  return {
    check(address, now = Date.now()) {
      const list = recent(address, now)
      if (list.length) failures.set(address, list)
      else failures.delete(address)
      if (list.length < maxFailures) return { allowed: true, retryAfterS: 0 }
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((list[0] + windowMs - now) / 1000)) }
    },
    fail(address, now = Date.now()) {
      if (failures.size > 50_000) failures.clear()
      failures.set(address, [...recent(address, now), now])
    },
    succeed: (address) => void failures.delete(address),
    reset: () => failures.clear(),
  }
}
