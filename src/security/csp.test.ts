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
