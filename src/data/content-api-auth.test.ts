import { describe, expect, it } from 'vitest'
import { contentApiAuthorized } from './content-api-auth'

describe('content API key', () => {
  it('accepts either header with the exact key and refuses everything else', () => {
    expect(contentApiAuthorized(new Headers({ 'X-Header-Api': 'k1' }), 'k1')).toBe(true)
    expect(contentApiAuthorized(new Headers({ 'X-Site-Api': 'k1' }), 'k1')).toBe(true)
    expect(contentApiAuthorized(new Headers({ 'X-Site-Api': 'k2' }), 'k1')).toBe(false)
    expect(contentApiAuthorized(new Headers(), 'k1')).toBe(false)
    expect(contentApiAuthorized(new Headers({ 'X-Site-Api': '' }), '')).toBe(false)
  })
})
