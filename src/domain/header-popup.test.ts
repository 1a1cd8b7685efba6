import { describe, expect, it } from 'vitest'
import { HEADER_POPUP, megaPopupBox } from './header-popup'

const at = (triggerLeft: number, triggerRight: number, viewportWidth = 1440) =>
  megaPopupBox({ triggerLeft, triggerRight, triggerBottom: 70, viewportWidth, viewportHeight: 900 })

describe('mega menu popup box (spec 2 §9: gap 54, width 1000)', () => {
  it('is 1000 wide, 54 below the trigger and centred under it when there is room', () => {
    expect(HEADER_POPUP).toMatchObject({ megaGap: 54, defaultGap: 16, megaWidth: 1000 })
    expect(at(670, 770)).toEqual({ left: 220, top: 124, width: 1000, maxHeight: 760 })
  })
  it('moves back inside the window near either edge', () => {
    expect(at(1300, 1400).left).toBe(1440 - 16 - 1000)
    expect(at(10, 80).left).toBe(16)
  })
  it('never overflows a window narrower than 1000', () => {
    const box = at(300, 380, 900)
    expect(box.width).toBe(868)
    expect(box.left).toBe(16)
    expect(box.left + box.width).toBeLessThanOrEqual(900 - 16)
  })
  it('keeps a usable height on a short window (it scrolls inside)', () => {
    expect(
      megaPopupBox({ triggerLeft: 0, triggerRight: 10, triggerBottom: 500, viewportWidth: 1200, viewportHeight: 600 })
        .maxHeight,
    ).toBe(160)
  })
})
