import { describe, expect, it } from 'vitest'
import { leadSource } from './lead-source'
import { listingHref } from './listing-path'

const hosts = ['courtier.test', 'localhost']

describe('where a lead came from', () => {
  it('keeps the page path of the site’s own Referer, without its query', () => {
    expect(leadSource('https://courtier.test/fr/vendre?utm=x#form', hosts)).toEqual({
      path: '/fr/vendre',
      listing: null,
    })
  })

  it('names the listing when the page is a listing’s', () => {
    const href = listingHref('fr', { street: '12 rue des Érables', city: 'Laval', uls: 'ULS12345' })
    expect(leadSource(`http://localhost:3000${href}`, hosts)).toEqual({ path: href, listing: 'ULS12345' })
  })

  it('ignores a missing, unreadable or foreign Referer', () => {
    expect(leadSource(null, hosts)).toEqual({ path: null, listing: null })
    expect(leadSource('not a url', hosts)).toEqual({ path: null, listing: null })
    expect(leadSource('https://evil.example/fr/x', hosts)).toEqual({ path: null, listing: null })
  })
})
