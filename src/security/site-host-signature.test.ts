import { describe, expect, it } from 'vitest'
import { isSignedSiteHost, signSiteHost } from './site-host-signature'

const secret = 'un-secret-de-test'
const now = 1_800_000_000_000

describe('the signed X-Site-Host (issue 27, item 5)', () => {
  it('holds for the host it was made for, within its minute', () => {
    const sig = signSiteHost('agence.localhost', now, secret)
    expect(isSignedSiteHost('agence.localhost', sig, now, secret)).toBe(true)
    expect(isSignedSiteHost('agence.localhost', sig, now + 59_000, secret)).toBe(true)
  })
  it('fails for another host, after its minute, under another secret, or made up', () => {
    const sig = signSiteHost('localhost', now, secret)
    expect(isSignedSiteHost('agence.localhost', sig, now, secret)).toBe(false)
    expect(isSignedSiteHost('localhost', sig, now + 61_000, secret)).toBe(false)
    expect(isSignedSiteHost('localhost', sig, now, 'autre-secret')).toBe(false)
    const [expires] = sig.split('.')
    for (const forged of [null, '', 'x', `${expires}.${'A'.repeat(43)}`, `${Number(expires) + 1}.${sig.split('.')[1]}`])
      expect(isSignedSiteHost('localhost', forged, now, secret)).toBe(false)
  })
})
