import { describe, expect, it } from 'vitest'
import { lastmodOf, sitemapIndexXml, urlXml } from './sitemap-xml'

describe('sitemap XML', () => {
  it('writes a URL with its date and its alternates, escaped', () => {
    const xml = urlXml(
      {
        loc: 'https://x.ca/fr/a?b=1&c=2',
        lastmod: '2026-11-20T10:00:00Z',
        alternates: { 'fr-CA': 'https://x.ca/fr/a', 'en-CA': 'https://x.ca/en/a' },
      },
      Date.parse('2026-11-26'),
    )
    expect(xml).toBe(
      '<url><loc>https://x.ca/fr/a?b=1&amp;c=2</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="fr-CA" href="https://x.ca/fr/a"/><xhtml:link rel="alternate" hreflang="en-CA" href="https://x.ca/en/a"/></url>\n',
    )
  })
  it('never dates a change in the future, and leaves out a date it cannot read', () => {
    const now = Date.parse('2026-11-26T00:00:00Z')
    expect(lastmodOf(Date.parse('2026-12-08'), now)).toBe('2026-11-26T00:00:00.000Z')
    expect(lastmodOf('not a date', now)).toBeNull()
    expect(urlXml({ loc: 'https://x.ca/' }, now)).toBe('<url><loc>https://x.ca/</loc></url>\n')
  })
  it('writes an index of child sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.ca/sitemaps/pages.xml' }])).toContain(
      '<sitemap><loc>https://x.ca/sitemaps/pages.xml</loc></sitemap>',
    )
  })
})
