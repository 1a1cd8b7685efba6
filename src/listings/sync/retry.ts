/** How long to wait before asking a RESO server again: its Retry-After (seconds or an HTTP date), else exponential backoff. */
export function retryDelayMs(retryAfter: string | null, attempt: number, now = Date.now(), capMs = 60_000): number {
  if (retryAfter) {
    const value = retryAfter.trim()
    const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now
    if (Number.isFinite(seconds)) return Math.min(capMs, Math.max(0, seconds))
  }
  return Math.min(capMs, 500 * 2 ** attempt)
}

/** Statuses worth another try: rate limits and server faults. */
export const retriable = (status: number) => status === 429 || status === 408 || status >= 500

/** An OData timestamp literal for $filter (RESO: ISO 8601 in UTC, no quotes). */
export const odataTimestamp = (ms: number) => new Date(ms).toISOString()
