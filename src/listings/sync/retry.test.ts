import { describe, expect, it } from 'vitest'
import { odataTimestamp, retriable, retryDelayMs } from './retry'

describe('retry delay', () => {
  it('honours Retry-After in seconds and as a date, capped', () => {
    expect(retryDelayMs('3', 0)).toBe(3000)
    const now = Date.parse('2026-11-25T12:00:00Z')
    expect(retryDelayMs('Wed, 25 Nov 2026 12:00:10 GMT', 0, now)).toBe(10_000)
    expect(retryDelayMs('3600', 0)).toBe(60_000)
    expect(retryDelayMs('Wed, 25 Nov 2026 11:00:00 GMT', 0, now)).toBe(0)
  })
  it('backs off exponentially without one', () => {
    expect([0, 1, 2, 10].map((a) => retryDelayMs(null, a))).toEqual([500, 1000, 2000, 60_000])
    expect(retryDelayMs('soon', 1)).toBe(1000)
  })
  it('retries rate limits and server faults only', () => {
    expect([429, 503, 500, 408].every(retriable)).toBe(true)
    expect([400, 401, 404].some(retriable)).toBe(false)
    expect(odataTimestamp(0)).toBe('1970-01-01T00:00:00.000Z')
  })
})
