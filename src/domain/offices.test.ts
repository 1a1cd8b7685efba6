import { describe, expect, it } from 'vitest'
import { addressLine, initialOfficesMap, officesMapReducer } from './offices'

describe('offices map active office (spec 2 §4)', () => {
  const offices = [{ id: 4 }, { id: 9 }, { id: 2 }]
  it('starts on the first list item', () => {
    expect(initialOfficesMap(offices)).toEqual({ active: 4, hovered: null })
    expect(initialOfficesMap([])).toEqual({ active: null, hovered: null })
  })
  it('follows a list selection or a popup opening, and tracks hover apart', () => {
    let s = initialOfficesMap(offices)
    s = officesMapReducer(s, { type: 'hover', id: 2 })
    expect(s).toEqual({ active: 4, hovered: 2 })
    s = officesMapReducer(s, { type: 'select', id: 9 })
    expect(s.active).toBe(9)
    s = officesMapReducer(s, { type: 'popup-open', id: 2 })
    expect(s).toEqual({ active: 2, hovered: 2 })
    expect(officesMapReducer(s, { type: 'select', id: 2 })).toBe(s)
  })
})

it('writes the address on one line, skipping what is missing', () => {
  expect(addressLine({ street: '2500, rue King Ouest', city: 'Sherbrooke', postal_code: null })).toBe(
    '2500, rue King Ouest, Sherbrooke',
  )
})
