import { describe, expect, it } from 'vitest'
import { allowedIframeOrigins, buildIframeUrl, heightFromMessage, iframeOrigin } from './property-iframe'

const allowed = ['https://widgets.example.ca']
const share = 'https://courtier.example/fr/recherche-avancee?x=1'

describe('property iframe URL', () => {
  it('adds model v5, pub 0, desjPub 0, desjCalc 0 and the current page as shareUrl', () => {
    const url = new URL(buildIframeUrl('https://widgets.example.ca/fr/search?lang=fr', share, null, allowed)!)
    expect(url.origin).toBe('https://widgets.example.ca')
    expect(url.pathname).toBe('/fr/search')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'fr',
      model: 'v5',
      pub: '0',
      desjPub: '0',
      desjCalc: '0',
      shareUrl: share,
    })
  })
  it('lets core_data override or remove any default', () => {
    const url = new URL(
      buildIframeUrl(
        'https://widgets.example.ca/s',
        share,
        { model: 'v6', pub: 1, desjCalc: null, shareUrl: 'https://x.example/' },
        allowed,
      )!,
    )
    expect(url.searchParams.get('model')).toBe('v6')
    expect(url.searchParams.get('pub')).toBe('1')
    expect(url.searchParams.has('desjCalc')).toBe(false)
    expect(url.searchParams.get('shareUrl')).toBe('https://x.example/')
  })
  it('refuses origins that are not allowed, non-https URLs and garbage', () => {
    expect(buildIframeUrl('https://evil.example/s', share, null, allowed)).toBeNull()
    expect(buildIframeUrl('http://widgets.example.ca/s', share, null, allowed)).toBeNull()
    expect(buildIframeUrl('javascript:alert(1)', share, null, allowed)).toBeNull()
    expect(buildIframeUrl('', share, null, allowed)).toBeNull()
    expect(buildIframeUrl('https://user:pw@widgets.example.ca/', share, null, allowed)).toBeNull()
  })
  it('reads the allowed origins from a list, dropping invalid ones', () => {
    expect(allowedIframeOrigins('https://a.example/path, http://evil.example  http://localhost:4000 nonsense')).toEqual(
      ['https://a.example', 'http://localhost:4000'],
    )
    expect(allowedIframeOrigins('')).toEqual(['https://www.remax-quebec.com'])
    expect(iframeOrigin('https://A.example:443/x')).toBe('https://a.example')
  })
})

describe('iframe height messages', () => {
  const own = 'https://widgets.example.ca'
  it('takes the height from its own origin only', () => {
    expect(heightFromMessage({ origin: own, data: { height: 1234 } }, own)).toBe(1234)
    expect(heightFromMessage({ origin: 'https://evil.example', data: { height: 1234 } }, own)).toBeNull()
    expect(heightFromMessage({ origin: 'https://widgets.example.ca.evil.example', data: 900 }, own)).toBeNull()
    expect(heightFromMessage({ origin: own, data: 900 }, null)).toBeNull()
  })
  it('accepts a number, a numeric string or JSON, and rejects the rest', () => {
    expect(heightFromMessage({ origin: own, data: 800.2 }, own)).toBe(801)
    expect(heightFromMessage({ origin: own, data: '640px' }, own)).toBe(640)
    expect(heightFromMessage({ origin: own, data: '{"height":"720"}' }, own)).toBe(720)
    expect(heightFromMessage({ origin: own, data: { type: 'other' } }, own)).toBeNull()
    expect(heightFromMessage({ origin: own, data: -5 }, own)).toBeNull()
    expect(heightFromMessage({ origin: own, data: '{bad' }, own)).toBeNull()
    expect(heightFromMessage({ origin: own, data: 1e9 }, own)).toBe(50_000)
  })
})
