import { describe, expect, it } from 'vitest'
import { timeShare } from './time-share'

describe('timeShare', () => {
  it('admits while its bucket holds time, refuses until a quarter of wall time has paid the debt back', () => {
    let t = 0
    const share = timeShare({ share: 0.25, burstMs: 1000, now: () => t })
    expect(share.admit()).toEqual({ allowed: true })
    share.charge(3000) // one request took 3 s: 2 s of debt
    expect(share.admit()).toEqual({ allowed: false, retryAfterS: 8 })
    t = 7_000 // 1.75 s refilled: 0.25 s of debt left
    expect(share.admit()).toEqual({ allowed: false, retryAfterS: 1 })
    t = 9_000
    expect(share.admit()).toEqual({ allowed: true })
    t = 1_000_000 // never more than the burst
    share.charge(1000)
    expect(share.admit()).toEqual({ allowed: false, retryAfterS: 1 })
  })
})
