import { describe, expect, it } from 'vitest'
import { screenSize, serverScreenSize } from './screen-size'

describe('screen size', () => {
  it('assumes a 414 × 896 window on the server, not measured: a phone below sm', () => {
    expect(serverScreenSize).toMatchObject({ width: 414, height: 896, real: false })
    expect(serverScreenSize.up).toMatchObject({ xs: true, sm: false, lg: false })
    expect(serverScreenSize.down).toMatchObject({ xs: true, sm: true, md: true, xxxxl: true })
  })

  it('sets the up and down flags at the breakpoint edges', () => {
    const lg = screenSize(992, 800, true)
    expect(lg.up).toMatchObject({ md: true, lg: true, xl: false })
    expect(lg.down).toMatchObject({ md: false, lg: true, xl: true })
    const below = screenSize(991, 800, true)
    expect(below.up.lg).toBe(false)
    expect(below.down.md).toBe(true)
  })

  it('keeps the measured size and marks it real', () => {
    expect(screenSize(1280, 720, true)).toMatchObject({ width: 1280, height: 720, real: true })
    expect(screenSize(1921, 1080, true).up.xxxxl).toBe(true)
    expect(screenSize(1920, 1080, true).up.xxxxl).toBe(false)
  })
})
