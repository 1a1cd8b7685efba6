import { describe, expect, it } from 'vitest'
import {
  consentVersion,
  needsConsent,
  siteTags,
  tagProblem,
  tagSources,
  tagsByCategory,
  validOrigin,
} from './site-tags'

const ga4 = { name: 'GA4', category: 'analytics', placement: 'head', provider: 'ga4', tag_id: 'G-ABC123XYZ' }
const chat = {
  name: 'Clavardage',
  category: 'functional',
  placement: 'body',
  provider: 'custom',
  origin: 'https://chat.example.ca',
  script_url: 'https://chat.example.ca/widget.js',
}

describe('site tags (issue 28)', () => {
  it('accepts a provider by its id only, and refuses an id of the wrong shape', () => {
    expect(tagProblem(ga4)).toBeNull()
    expect(tagProblem({ provider: 'gtm', tag_id: 'GTM-ABC1234' })).toBeNull()
    expect(tagProblem({ provider: 'meta', tag_id: '123456789012345' })).toBeNull()
    expect(tagProblem({ provider: 'ga4', tag_id: 'UA-1234-1' })).toBe('tagId')
    expect(tagProblem({ provider: 'gtm', tag_id: 'GTM-x"><script>' })).toBe('tagId')
    expect(tagProblem({ provider: 'meta', tag_id: '' })).toBe('tagId')
  })

  it('refuses a custom script without a declared origin, or whose address is elsewhere', () => {
    expect(tagProblem(chat)).toBeNull()
    expect(tagProblem({ ...chat, origin: '' })).toBe('origin')
    expect(tagProblem({ ...chat, origin: 'https://chat.example.ca/path' })).toBe('origin')
    expect(tagProblem({ ...chat, origin: 'http://chat.example.ca' })).toBe('origin')
    expect(tagProblem({ ...chat, script_url: 'https://evil.example/widget.js' })).toBe('scriptUrl')
    expect(tagProblem({ ...chat, script_url: 'https://user:pw@chat.example.ca/w.js' })).toBe('scriptUrl')
  })

  it('allows http only for an origin on this machine', () => {
    expect(validOrigin('http://127.0.0.1:3541')).toBe(true)
    expect(validOrigin('http://tags.localhost:3541')).toBe(true)
    expect(validOrigin('https://x.example; script-src *')).toBe(false)
    expect(validOrigin('https://*.example.ca')).toBe(false)
  })

  it('gives the CSP exactly the origins the tags need, once each', () => {
    const tags = siteTags([ga4, chat, { ...ga4, name: 'Autre' }])
    expect(tagSources(tags)).toEqual({
      script: ['https://chat.example.ca', 'https://www.googletagmanager.com'],
      connect: [
        'https://*.analytics.google.com',
        'https://*.google-analytics.com',
        'https://chat.example.ca',
        'https://www.googletagmanager.com',
      ],
      frame: ['https://chat.example.ca'],
    })
    expect(tagSources([])).toEqual({ script: [], connect: [], frame: [] })
  })

  it('sends GA4 and GTM through the site’s own tag server when one is declared, and allows only it', () => {
    const server = 'https://mesures.courtier.ca'
    expect(tagProblem({ ...ga4, origin: server })).toBeNull()
    expect(tagProblem({ ...ga4, origin: '' })).toBeNull()
    expect(tagProblem({ ...ga4, origin: 'https://mesures.courtier.ca/gtag' })).toBe('origin')
    expect(tagProblem({ ...ga4, origin: 'http://mesures.courtier.ca' })).toBe('origin')
    const tags = siteTags([
      { ...ga4, origin: server },
      { provider: 'gtm', tag_id: 'GTM-ABC1234', category: 'analytics', origin: server },
      { provider: 'meta', tag_id: '123456789012345', category: 'marketing', origin: server },
    ])
    expect(tags.map((t) => t.origin)).toEqual([server, server, null])
    expect(tagSources(tags.slice(0, 2))).toEqual({ script: [server], connect: [server], frame: [server] })
    expect(tagSources(tags.slice(0, 1)).frame).toEqual([])
    expect(consentVersion(tags.slice(0, 1), 'wording')).not.toBe(consentVersion(siteTags([ga4]), 'wording'))
  })

  it('leaves out a stored row that breaks a rule', () => {
    expect(siteTags([ga4, { ...chat, origin: null }, { ...ga4, category: 'other' }]).map((t) => t.name)).toEqual([
      'GA4',
    ])
  })

  it('asks for consent only when a tag is not strictly necessary', () => {
    expect(needsConsent(siteTags([{ ...ga4, category: 'necessary' }]))).toBe(false)
    expect(needsConsent(siteTags([ga4]))).toBe(true)
    expect(needsConsent([])).toBe(false)
  })

  it('changes the version of the choices with the wording or the tag list, not otherwise', () => {
    const v = consentVersion(siteTags([ga4]), 'wording')
    expect(consentVersion(siteTags([ga4]), 'wording')).toBe(v)
    expect(consentVersion(siteTags([ga4]), 'new wording')).not.toBe(v)
    expect(consentVersion(siteTags([ga4, chat]), 'wording')).not.toBe(v)
    expect(consentVersion(siteTags([{ ...ga4, category: 'marketing' }]), 'wording')).not.toBe(v)
    expect(v).toMatch(/^[a-z0-9]{1,16}$/)
  })

  it('groups the tags by category in the consent tool’s order (privacy page)', () => {
    expect(tagsByCategory(siteTags([ga4, chat]))).toEqual([
      { category: 'functional', names: ['Clavardage'] },
      { category: 'analytics', names: ['GA4'] },
    ])
  })
})
