import { describe, it, expect } from 'vitest'
import { nextHeaderState } from './header-scroll'

const H = 100
const step = (hidden: boolean, prevScrollY: number, scrollY: number, dtMs = 16) =>
  nextHeaderState({ hidden }, { scrollY, prevScrollY, dtMs, headerHeight: H })

describe('nextHeaderState', () => {
  it('shows a transparent header at the top', () => {
    expect(step(true, 50, 0)).toEqual({ hidden: false, opaque: false })
    expect(step(false, 0, 0)).toEqual({ hidden: false, opaque: false })
    expect(step(true, 10, -20)).toEqual({ hidden: false, opaque: false })
  })

  it('hides on any downward scroll near the top', () => {
    expect(step(false, 10, 11, 1000)).toEqual({ hidden: true, opaque: true })
  })

  it('hides when a slow scroll crosses the header offset', () => {
    expect(step(false, 99, 101, 1000)).toEqual({ hidden: true, opaque: true })
  })

  it('hides away from the top at velocity >= 0.25', () => {
    expect(step(false, 500, 504, 16)).toEqual({ hidden: true, opaque: true }) // 0.25
    expect(step(false, 500, 503, 16).hidden).toBe(false) // 0.1875
  })

  it('shows again at velocity <= -0.25', () => {
    expect(step(true, 504, 500, 16).hidden).toBe(false) // -0.25
    expect(step(true, 503, 500, 16).hidden).toBe(true) // -0.1875
  })

  it('keeps its state on slow or no movement away from the top', () => {
    expect(step(true, 500, 500)).toEqual({ hidden: true, opaque: true })
    expect(step(false, 500, 500)).toEqual({ hidden: false, opaque: true })
    expect(step(false, 500, 501, 100).hidden).toBe(false)
  })

  it('shows near the top on a fast upward scroll and is opaque', () => {
    expect(step(true, 80, 40, 16)).toEqual({ hidden: false, opaque: true })
  })

  it('guards against zero elapsed time', () => {
    expect(step(false, 500, 502, 0).hidden).toBe(true)
    expect(step(true, 502, 500, 0).hidden).toBe(false)
  })
})
