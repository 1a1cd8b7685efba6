import { describe, expect, it } from 'vitest'
import { listingTail } from './listing-path'

describe('listing paths', () => {
  it('reads the uls after the last dash, in the locale of the path', () => {
    expect(listingTail('fr', '/proprietes/12-rue-a-laval-10000043')).toEqual(['10000043', '12-rue-a-laval-10000043'])
    expect(listingTail('en', '/properties/10000043')).toEqual(['10000043'])
  })
  it('ignores other paths', () => {
    expect(listingTail('en', '/proprietes/x-1')).toBeNull()
    expect(listingTail('fr', '/proprietes')).toBeNull()
    expect(listingTail('fr', '/proprietes/a/b')).toBeNull()
    expect(listingTail('fr', '/proprietes/%E0%A4%A')).toBeNull()
  })
})
