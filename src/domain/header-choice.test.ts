import { describe, expect, it } from 'vitest'
import { pickHeader } from './header-choice'

const zone = [
  { block_type: 'header_classic', id: 'a' },
  { block_type: 'header_megamenu', id: 'b' },
  { block_type: 'header_megamenu', id: 'c' },
]

describe('the header a page shows', () => {
  it('is the site header (the first) unless the page chooses another kind', () => {
    expect(pickHeader(zone)).toEqual([zone[0]])
    expect(pickHeader(zone, 'site')).toEqual([zone[0]])
    expect(pickHeader(zone, null)).toEqual([zone[0]])
  })
  it('is the first header of the chosen kind', () => {
    expect(pickHeader(zone, 'header_megamenu')).toEqual([zone[1]])
  })
  it('falls back to the site header when the site has none of that kind, and to nothing without headers', () => {
    expect(pickHeader(zone, 'header_out_of_norm')).toEqual([zone[0]])
    expect(pickHeader([], 'header_megamenu')).toEqual([])
  })
})
