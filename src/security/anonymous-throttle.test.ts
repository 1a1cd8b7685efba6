import { describe, expect, it } from 'vitest'
import { anonymousThrottle, type RateDecision } from './anonymous-throttle'

const allow: RateDecision = { allowed: true, retryAfterS: 0 }
const counting = (max: number) => {
  const seen = new Map<string, number>()
  return {
    hit: (key: string): RateDecision => {
      const n = (seen.get(key) ?? 0) + 1
      seen.set(key, n)
      return n > max ? { allowed: false, retryAfterS: 42 } : allow
    },
  }
}

describe('anonymousThrottle', () => {
  it('lets `concurrency` in per address; a release makes room again', async () => {
    const t = anonymousThrottle({ concurrency: 2, shared: { hit: () => allow } })
    const [a, b, c] = await Promise.all([t.enter('x'), t.enter('x'), t.enter('x')])
    expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, false])
    expect((await t.enter('y')).allowed).toBe(true)
    if (a.allowed) a.release()
    if (a.allowed) a.release() // twice: counted once
    expect((await t.enter('x')).allowed).toBe(true)
    expect((await t.enter('x')).allowed).toBe(false)
  })

  it('refuses past the budget with its Retry-After, and the refused request holds no place', async () => {
    const t = anonymousThrottle({ concurrency: 1, shared: counting(1) })
    const first = await t.enter('x')
    if (first.allowed) first.release()
    expect(await t.enter('x')).toEqual({ allowed: false, retryAfterS: 42 })
    expect(await t.enter('x')).toEqual({ allowed: false, retryAfterS: 42 })
  })

  it('counts in the fallback while the shared budget is unreachable', async () => {
    const down = { hit: (): RateDecision => ({ allowed: false, retryAfterS: 30, unavailable: true }) }
    const t = anonymousThrottle({ concurrency: 5, shared: down, fallback: counting(2) })
    const answers = [await t.enter('x'), await t.enter('x'), await t.enter('x')]
    expect(answers.map((a) => a.allowed)).toEqual([true, true, false])
  })

  it('caps what runs at once in the process, whatever the addresses: busy, not this address’s fault', async () => {
    const t = anonymousThrottle({ concurrency: 2, total: 2, shared: { hit: () => allow } })
    const [a] = [await t.enter('x'), await t.enter('y')]
    expect(await t.enter('z')).toEqual({ allowed: false, retryAfterS: 1, busy: true })
    if (a.allowed) a.release()
    expect((await t.enter('z')).allowed).toBe(true)
  })
})
