import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HEADER_SCROLL, createHeaderScrollTracker, nextHeaderState, scrollVelocity } from './header-scroll'

const sizes = { windowHeight: 800, headerHeight: 100 }
const step = (hidden: boolean, prevScrollY: number, scrollY: number, windowHeight = 800) =>
  nextHeaderState({ hidden }, { scrollY, prevScrollY, windowHeight, headerHeight: 100 })

describe('scrollVelocity', () => {
  it('is 10 × delta / window height', () => {
    expect(scrollVelocity(20, 800)).toBe(0.25)
    expect(scrollVelocity(-40, 400)).toBe(-1)
    expect(scrollVelocity(10, 0)).toBe(0)
  })
})

describe('nextHeaderState (spec 2 §4 Header)', () => {
  it('shows a transparent header at the top', () => {
    expect(step(true, 50, 0)).toEqual({ hidden: false, opaque: false })
  })

  it('hides on any downward scroll near the top, and when crossing its offset', () => {
    expect(step(false, 10, 11)).toEqual({ hidden: true, opaque: true })
    expect(step(false, 99, 101)).toEqual({ hidden: true, opaque: true })
  })

  it('hides away from the top at velocity 0.25 (20 px on an 800 px window), not below', () => {
    expect(step(false, 500, 520).hidden).toBe(true)
    expect(step(false, 500, 519).hidden).toBe(false)
    // the same 20 px on a taller window is slower
    expect(step(false, 500, 520, 1000).hidden).toBe(false)
  })

  it('shows again at velocity -0.25 or less, keeps hidden above it', () => {
    expect(step(true, 520, 500).hidden).toBe(false)
    expect(step(true, 519, 500).hidden).toBe(true)
  })

  it('keeps its state between the thresholds (hysteresis)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 200, max: 5000 }),
        fc.integer({ min: -19, max: 19 }),
        (hidden, y, d) => {
          expect(step(hidden, y, y + d)).toEqual({ hidden, opaque: true })
        },
      ),
    )
  })
})

describe('createHeaderScrollTracker', () => {
  it('checks at most every 100 ms and asks for a trailing check', () => {
    const t = createHeaderScrollTracker(500)
    expect(t.scroll(505, 0, sizes)).toEqual({ state: { hidden: false, opaque: true } })
    // 50 ms later, 30 px further: not checked yet
    expect(t.scroll(535, 50, sizes)).toEqual({ checkAt: 100 })
    expect(t.state.hidden).toBe(false)
    // the trailing check measures from the last check (505 → 535 = 0.375)
    expect(t.check(100, sizes).hidden).toBe(true)
  })

  it('resets the velocity after 150 ms without scrolling', () => {
    const t = createHeaderScrollTracker(500)
    t.scroll(505, 0, sizes) // checked: baseline 505
    t.scroll(515, 50, sizes) // pending, its trailing check never ran
    // 150 ms of stillness: the next delta starts at 515 (10 px = 0.125), the header stays
    expect(t.scroll(525, 50 + HEADER_SCROLL.velocityResetMs, sizes)).toEqual({ state: { hidden: false, opaque: true } })
    // without the pause, 505 → 525 is 0.25 and hides it
    const u = createHeaderScrollTracker(500)
    u.scroll(505, 0, sizes)
    u.scroll(515, 50, sizes)
    expect(u.scroll(525, 120, sizes)).toEqual({ state: { hidden: true, opaque: true } })
  })

  it('ignores scroll jumps for 100 ms after a resize', () => {
    const t = createHeaderScrollTracker(500)
    t.resize(0)
    expect(t.scroll(900, 10, sizes)).toEqual({ state: { hidden: false, opaque: true } })
    // after the pause, the jump is not counted: 900 → 905 is slow
    expect(t.scroll(905, 120, sizes)).toEqual({ state: { hidden: false, opaque: true } })
  })

  it('hides on a fast scroll down then shows on a fast scroll up', () => {
    const t = createHeaderScrollTracker(1000)
    expect(t.scroll(1100, 0, sizes)).toMatchObject({ state: { hidden: true } })
    expect(t.scroll(1000, 100, sizes)).toMatchObject({ state: { hidden: false } })
  })

  it('shows when focus enters the header', () => {
    const t = createHeaderScrollTracker(1000)
    t.scroll(1100, 0, sizes)
    expect(t.show().hidden).toBe(false)
  })
})
