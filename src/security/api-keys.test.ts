import { describe, expect, it } from 'vitest'
import { contentApiAuthorized, siteKeyRefusal } from './api-keys'

describe('content API key', () => {
  it('accepts either header with the exact key and refuses everything else', () => {
    expect(contentApiAuthorized(new Headers({ 'X-Header-Api': 'k1' }), 'k1')).toBe(true)
    expect(contentApiAuthorized(new Headers({ 'X-Site-Api': 'k1' }), 'k1')).toBe(true)
    expect(contentApiAuthorized(new Headers({ 'X-Site-Api': 'k2' }), 'k1')).toBe(false)
    expect(contentApiAuthorized(new Headers(), 'k1')).toBe(false)
    expect(contentApiAuthorized(new Headers({ 'X-Site-Api': '' }), '')).toBe(false)
  })
})

describe('core API site key', () => {
  const site = { microsite_id: 'demo', site_key: 'secret-key' }
  it('refuses a missing key (401), another microsite (404) and a wrong key (403); lets the right key through', () => {
    expect(siteKeyRefusal(new Headers(), 'demo', site)?.status).toBe(401)
    expect(siteKeyRefusal(new Headers({ 'X-Site-Key': 'secret-key' }), 'other', site)?.status).toBe(404)
    expect(siteKeyRefusal(new Headers({ 'X-Site-Key': 'secret-kez' }), 'demo', site)?.status).toBe(403)
    expect(siteKeyRefusal(new Headers({ 'X-Site-Key': 'secret' }), 'demo', site)?.status).toBe(403)
    expect(siteKeyRefusal(new Headers({ 'X-Site-Key': 'secret-key' }), 'demo', site)).toBeNull()
  })
  it('refuses every key when the site has none', () => {
    expect(
      siteKeyRefusal(new Headers({ 'X-Site-Key': '' }), 'demo', { microsite_id: 'demo', site_key: null })?.status,
    ).toBe(401)
    expect(
      siteKeyRefusal(new Headers({ 'X-Site-Key': 'x' }), 'demo', { microsite_id: 'demo', site_key: null })?.status,
    ).toBe(403)
  })
})
