import { describe, expect, it } from 'vitest'
import { adminContentSecurityPolicy, contentSecurityPolicy } from './csp'

describe('content security policy', () => {
  it('only runs scripts carrying the request nonce, and only lets this origin frame the site', () => {
    const csp = contentSecurityPolicy('abc123', false)
    expect(csp).toContain(`script-src 'self' 'nonce-abc123' 'strict-dynamic'`)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain(`frame-ancestors 'self'`)
    expect(csp).toContain(`object-src 'none'`)
  })
  it('allows eval only in development (React refresh)', () => {
    expect(contentSecurityPolicy('n', true)).toContain('unsafe-eval')
  })
  it('allows the property iframe origins in frame-src, and nothing that could break out of the directive', () => {
    const csp = contentSecurityPolicy('n', false, ['https://widgets.example.ca', 'https://x.example; script-src *'])
    const frame = csp.split('; ').find((d) => d.startsWith('frame-src'))!
    expect(frame).toContain(' https://widgets.example.ca')
    expect(csp).not.toContain('x.example')
  })

  it('adds exactly the site tags’ origins, and nothing for a site without tags', () => {
    const tags = { script: ['https://tags.example.ca'], connect: ['https://*.google-analytics.com'], frame: [] }
    const csp = contentSecurityPolicy('n', false, [], tags)
    const d = (name: string) => csp.split('; ').find((x) => x.startsWith(name))!
    expect(d('script-src ')).toContain(' https://tags.example.ca')
    expect(d('connect-src ')).toContain(' https://*.google-analytics.com')
    expect(d('frame-src ')).not.toContain('tags.example.ca')
    expect(contentSecurityPolicy('n', false, [])).toBe(contentSecurityPolicy('n', false, [], undefined))
    const bad = contentSecurityPolicy('n', false, [], {
      script: ["https://a.ca 'unsafe-inline'"],
      connect: [],
      frame: [],
    })
    expect(bad.split('; ').find((x) => x.startsWith('script-src '))).not.toContain('a.ca')
  })
})

describe('admin content security policy', () => {
  it('runs only nonce-carrying scripts (no inline, no eval in production) and is framed by nobody', () => {
    const csp = adminContentSecurityPolicy('n0nce', false)
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(script).toBe(`script-src 'self' 'nonce-n0nce' 'strict-dynamic'`)
    expect(csp).toContain(`frame-ancestors 'none'`)
    expect(csp).toContain(`object-src 'none'`)
  })
})
