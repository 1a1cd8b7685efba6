import { describe, expect, it } from 'vitest'
import { alertFor, STALE_AFTER_MS } from './alert-rules'

const fresh: { failures: number; alerted: string | null; last_success_at: number | null } = {
  failures: 0,
  alerted: null,
  last_success_at: 1000,
}

describe('broker alerts of the sync', () => {
  it('alerts on the third failure in a row, once', () => {
    let s = { ...fresh }
    const sent: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const r = alertFor(s, { ok: false })
      sent.push(r.send)
      s = { ...s, failures: r.failures, alerted: r.alerted }
    }
    expect(sent).toEqual([null, null, 'failing', null, null])
    expect(alertFor(s, { ok: true })).toEqual({ send: 'recovered', alerted: null, failures: 0 })
  })
  it('a success resets the count without mail when nothing was alerted', () => {
    expect(alertFor({ ...fresh, failures: 2 }, { ok: true })).toEqual({ send: null, alerted: null, failures: 0 })
  })
  it('alerts once when no sync succeeded for two hours', () => {
    expect(alertFor(fresh, { check: 'stale', now: 1000 + STALE_AFTER_MS }).send).toBeNull()
    const r = alertFor(fresh, { check: 'stale', now: 1001 + STALE_AFTER_MS })
    expect(r.send).toBe('stale')
    expect(alertFor({ ...fresh, alerted: r.alerted }, { check: 'stale', now: 1e12 }).send).toBeNull()
    expect(alertFor({ ...fresh, last_success_at: null }, { check: 'stale', now: 1e12 }).send).toBeNull()
  })
})
