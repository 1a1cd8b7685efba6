/**
 * A share of this process's time for one kind of request (anonymous GraphQL; issue 27, item 3; decision 0047).
 * Each request is charged what it took, in milliseconds, against a bucket that refills at `share` of wall time
 * up to `burstMs`: while the bucket is empty, such requests are refused for the time it takes to refill. What
 * runs at once is capped elsewhere (anonymous-throttle.ts), so the debt one admission can leave stays bounded.
 */
export type TimeShare = {
  /** Whether a request may start now; when not, the whole seconds until the bucket holds time again. */
  admit: () => { allowed: true } | { allowed: false; retryAfterS: number }
  /** Charges a request that took `ms`. */
  charge: (ms: number) => void
}

export function timeShare({
  share,
  burstMs,
  now = () => performance.now(),
}: {
  share: number
  burstMs: number
  now?: () => number
}): TimeShare {
  let level = burstMs
  let at = now()
  const refill = () => {
    const t = now()
    level = Math.min(burstMs, level + (t - at) * share)
    at = t
  }
  return {
    admit() {
      refill()
      if (level > 0) return { allowed: true }
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(-level / share / 1000)) }
    },
    charge(ms) {
      refill()
      level -= Math.max(0, ms)
    },
  }
}
