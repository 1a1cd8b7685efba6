import { describe, expect, it } from 'vitest'
import { rssXml } from './rss'

describe('rssXml', () => {
  it('writes one escaped item per post with its link and date', () => {
    const xml = rssXml({
      title: 'Blogue',
      link: 'https://x.ca/fr/blogue',
      description: 'd',
      language: 'fr-CA',
      self: 'https://x.ca/fr/rss.xml',
      items: [
        {
          title: 'Taxe de <bienvenue> & co',
          link: 'https://x.ca/fr/blogue/taxe-1',
          description: null,
          published_at: '2026-01-02T10:00:00Z',
          category: 'Acheter',
        },
      ],
    })
    expect(xml).toContain('<title>Taxe de &lt;bienvenue&gt; &amp; co</title>')
    expect(xml).toContain('<link>https://x.ca/fr/blogue/taxe-1</link>')
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 10:00:00 GMT</pubDate>')
    expect(xml.match(/<item>/g)).toHaveLength(1)
  })
})
