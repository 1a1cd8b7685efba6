import { describe, expect, it } from 'vitest'
import { ALL_LISTINGS, ownedBy, ownedClause, ownsListing } from './site-listings'

describe('the listings of a site', () => {
  it('are every listing for an unrestricted site, and then the SQL gains no condition', () => {
    expect(ownsListing(ALL_LISTINGS, { agent: null, office: null })).toBe(true)
    expect(ownedClause(ALL_LISTINGS)).toBeNull()
  })

  it('are those of its members’ agent keys or its offices’ keys', () => {
    const site = ownedBy(['A2', 'A1'], ['O1'])
    expect(ownsListing(site, { agent: 'A1', office: 'O9' })).toBe(true)
    expect(ownsListing(site, { agent: 'A9', office: 'O1' })).toBe(true)
    expect(ownsListing(site, { agent: 'A9', office: 'O9' })).toBe(false)
    expect(ownsListing(site, { agent: null, office: null })).toBe(false)
    expect(ownedClause(site)?.params).toEqual(['A1', 'A2', 'O1'])
  })

  it('are none when the site names no one (and the SQL matches nothing)', () => {
    expect(ownsListing(ownedBy([], []), { agent: 'A1', office: 'O1' })).toBe(false)
    expect(ownedClause(ownedBy([], []))).toEqual({ sql: '1 = 0', params: [] })
  })

  it('are identified by their keys, whatever their order or repeats', () => {
    expect(ownedBy(['b', 'a', 'a'], ['o']).key).toBe(ownedBy(['a', 'b'], ['o']).key)
    expect(ownedBy(['a'], ['b']).key).not.toBe(ownedBy(['a', 'b'], []).key)
  })
})
