import { describe, expect, it } from 'vitest'
import { configuredHostnames, configuredOrigins, secureAuthCookie } from './origins'

describe('configured origins', () => {
  it('take the site URL first, then the extra origins, never anything else', () => {
    expect(
      configuredOrigins({
        NEXT_PUBLIC_SERVER_URL: 'https://courtier.example/',
        SITE_EXTRA_ORIGINS: 'https://www.courtier.example, javascript:alert(1)',
      }),
    ).toEqual(['https://courtier.example', 'https://www.courtier.example'])
  })
  it('fall back to the local demo on its port', () => {
    expect(configuredOrigins({ PORT: '3304' })).toEqual(['http://localhost:3304', 'http://127.0.0.1:3304'])
    expect(configuredHostnames({})).toEqual(['localhost', '127.0.0.1'])
  })
})

describe('the auth cookie policy', () => {
  it('is Secure in production, except for the local plain-http demo', () => {
    expect(secureAuthCookie({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://courtier.example' })).toBe(true)
    expect(secureAuthCookie({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'http://courtier.example' })).toBe(true)
    expect(secureAuthCookie({ NODE_ENV: 'production' })).toBe(false)
    expect(secureAuthCookie({ NODE_ENV: 'development', NEXT_PUBLIC_SERVER_URL: 'https://courtier.example' })).toBe(
      false,
    )
  })
})
