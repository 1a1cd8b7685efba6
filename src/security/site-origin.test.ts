import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteOriginOf } from './site-origin'

describe('siteOriginOf', () => {
  afterEach(() => vi.unstubAllEnvs())
  it('keeps the configured origin for the site answering its host, else uses the site domain', () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'http://localhost:3000')
    expect(siteOriginOf({ domain_name: 'localhost', domains: [{ domain: 'localhost' }], production: false })).toBe(
      'http://localhost:3000',
    )
    expect(
      siteOriginOf({ domain_name: 'agence.localhost', domains: [{ domain: 'agence.localhost' }], production: false }),
    ).toBe('http://agence.localhost:3000')
    expect(
      siteOriginOf({ domain_name: 'www.agence.ca', domains: [{ domain: 'www.agence.ca' }], production: true }),
    ).toBe('https://www.agence.ca')
  })
})
