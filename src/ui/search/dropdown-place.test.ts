import { describe, expect, it } from 'vitest'
import { placeBelowOrAbove } from './dropdown-place'

const viewport = { width: 1440, height: 900 }
const trigger = (top: number, left = 100) => ({ top, bottom: top + 50, left, width: 400, height: 50 })

describe('dropdown placement', () => {
  it('opens under the trigger when the panel fits there', () => {
    expect(placeBelowOrAbove(trigger(120), { width: 328, height: 480 }, viewport)).toEqual({
      top: 178,
      left: 100,
      room: 710,
    })
  })
  it('opens above when it does not fit below and there is more room above', () => {
    const p = placeBelowOrAbove(trigger(700), { width: 328, height: 480 }, viewport)
    expect(p).toEqual({ top: 700 - 8 - 480, left: 100, room: 680 })
  })
  it('stays under and shrinks to the room left when below is the larger side', () => {
    expect(placeBelowOrAbove(trigger(300), { width: 328, height: 600 }, viewport)).toEqual({
      top: 358,
      left: 100,
      room: 530,
    })
  })
  it('is kept inside the viewport sideways', () => {
    expect(placeBelowOrAbove(trigger(120, 1300), { width: 328, height: 200 }, viewport).left).toBe(1440 - 328 - 12)
    expect(placeBelowOrAbove(trigger(120, -40), { width: 328, height: 200 }, viewport).left).toBe(12)
  })
})
