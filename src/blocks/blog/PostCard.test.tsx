import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ArticleItem } from '@/data/articles'
import { PostCard } from './PostCard'

const item: ArticleItem = {
  id: 4,
  slug: { fr: 'taxe', en: 'tax' },
  url: { fr: '/fr/blogue/taxe-4', en: '/en/blog/tax-4' },
  title: 'La taxe de bienvenue',
  excerpt: 'Comment la calculer',
  thumbnails: { url_small: '/m/s.jpg', url_large: '/m/l.jpg' },
  author: { name: 'Isabelle Gagnon', thumbnail: null },
  category: { id: 1, label: 'Acheter' },
  tags: ['Taxes'],
  published_at: '2026-03-05T15:00:00.000Z',
  read_time: { fr: 1, en: 3 },
}

describe('PostCard', () => {
  it('links the title to the post in the visitor’s language, with tags, date, reading time and author', () => {
    const fr = renderToStaticMarkup(<PostCard item={item} locale="fr" />)
    expect(fr).toContain('href="/fr/blogue/taxe-4"')
    expect(fr).toContain('<li>Acheter</li><li>Taxes</li>')
    expect(fr).toContain('5 mars 2026')
    expect(fr).toContain('1 min<')
    expect(fr).toContain('Isabelle Gagnon')
    const en = renderToStaticMarkup(<PostCard item={item} locale="en" />)
    expect(en).toContain('href="/en/blog/tax-4"')
    expect(en).toContain('March 5, 2026')
    expect(en).toContain('3 mins')
  })
})
