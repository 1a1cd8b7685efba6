import { describe, expect, it } from 'vitest'
import { darken, MAP_DEFAULT_BOUNDS, MARKER } from './map-style'

describe('map style', () => {
  it('darkens to 0.8 of the brightness', () => {
    expect(darken('#ffffff')).toBe('rgb(204, 204, 204)')
    expect(darken('not a colour')).toBe('not a colour')
  })
  it('keeps the spec constants', () => {
    expect(MARKER).toMatchObject({ radius: 4, weight: 26, opacity: 0.2, hoverOpacity: 0.4 })
    expect(MAP_DEFAULT_BOUNDS).toEqual([
      [44.5, -80.4],
      [63, -55.3],
    ])
  })
})
