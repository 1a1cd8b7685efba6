import { describe, expect, it } from 'vitest'
import { memoryLoginThrottle } from './login-throttle'

describe('the per-address login throttle', () => {
  it('stops an address after its failures, for the rest of the window only, and per address', () => {
    const t = memoryLoginThrottle({ maxFailures: 2, windowMs: 1000 })
    t.fail('a', 0)
    expect(t.check('a', 10).allowed).toBe(true)
    t.fail('a', 10)
    expect(t.check('a', 20)).toEqual({ allowed: false, retryAfterS: 1 })
    expect(t.check('b', 20).allowed).toBe(true)
    expect(t.check('a', 1011).allowed).toBe(true)
  })
  it('forgets an address that signed in', () => {
    const t = memoryLoginThrottle({ maxFailures: 1, windowMs: 1000 })
    t.fail('a', 0)
    t.succeed('a')
    expect(t.check('a', 1).allowed).toBe(true)
  })
})
