/** One URL of a sitemap: its absolute address, last change and its pages in other languages (hreflang → URL). */
export type SitemapUrl = { loc: string; lastmod?: string | Date | number | null; alternates?: Record<string, string> }

/** Sitemaps' limits (sitemaps.org): at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** W3C date of a change, never in the future (a feed's clock may run ahead of ours). */
export function lastmodOf(value: SitemapUrl['lastmod'], now = Date.now()): string | null {
  if (value == null || value === '') return null
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(t) ? new Date(Math.min(t, now)).toISOString() : null
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
export const URLSET_CLOSE = '</urlset>\n'

export function urlXml({ loc, lastmod, alternates }: SitemapUrl, now = Date.now()): string {
  const date = lastmodOf(lastmod, now)
  const links = Object.entries(alternates ?? {})
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
    .join('')
  return `<url><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${links}</url>\n`
}

export function sitemapIndexXml(
  children: { loc: string; lastmod?: SitemapUrl['lastmod'] }[],
  now = Date.now(),
): string {
  const items = children.map((c) => {
    const date = lastmodOf(c.lastmod, now)
    return `<sitemap><loc>${escapeXml(c.loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</sitemap>\n`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`
}

export const xmlResponse = (body: BodyInit, maxAgeS = 600) =>
  new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${maxAgeS}` },
  })
