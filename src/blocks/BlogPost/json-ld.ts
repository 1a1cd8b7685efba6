import type { PostDetail } from '@/data/post-page'

/** schema.org BlogPosting for a post page (absolute URLs). */
export function postJsonLd(p: PostDetail, url: string, origin: string, siteName: string) {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: p.title,
    ...(p.excerpt ? { description: p.excerpt } : {}),
    url,
    mainEntityOfPage: url,
    ...(p.image ? { image: [abs(p.image.url)] } : {}),
    datePublished: p.published_at,
    dateModified: p.updated_at,
    ...(p.author ? { author: { '@type': 'Person', name: p.author.name } } : {}),
    publisher: { '@type': 'Organization', name: siteName },
    ...(p.tags.length ? { keywords: p.tags.join(', ') } : {}),
    timeRequired: `PT${p.read_time}M`,
  }
}
