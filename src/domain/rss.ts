/** RSS 2.0 of a blog (one language), items newest first; every text escaped. */
export type RssItem = {
  title: string
  link: string
  description: string | null
  published_at: string
  category: string | null
}
export type RssChannel = {
  title: string
  link: string
  description: string
  language: string
  self: string
  items: RssItem[]
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export function rssXml(c: RssChannel): string {
  const items = c.items
    .map((i) =>
      [
        '<item>',
        `<title>${esc(i.title)}</title>`,
        `<link>${esc(i.link)}</link>`,
        `<guid isPermaLink="true">${esc(i.link)}</guid>`,
        `<pubDate>${new Date(i.published_at).toUTCString()}</pubDate>`,
        i.category ? `<category>${esc(i.category)}</category>` : '',
        i.description ? `<description>${esc(i.description)}</description>` : '',
        '</item>',
      ].join(''),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>${esc(c.title)}</title><link>${esc(c.link)}</link><description>${esc(c.description)}</description><language>${esc(c.language)}</language>
<atom:link href="${esc(c.self)}" rel="self" type="application/rss+xml"/>
${items}
</channel></rss>
`
}
