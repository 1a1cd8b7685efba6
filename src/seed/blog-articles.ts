import type { Payload } from 'payload'
import type { ArticleSeed } from './articles-content'
import { articleTags } from './blog-content'
import { richText } from './lexical'

const DAY = 86_400_000
type Ids = Record<string, number>
type Refs = { members: Ids; categories: Ids; photos: number[] }

/** One demo post: French first, then English on the same document unless it is French only. */
export async function seedArticle(
  payload: Payload,
  a: ArticleSeed & { frenchOnly?: boolean; guestAuthor?: string },
  refs: Refs,
) {
  const tags = articleTags[a.key] ?? []
  const shared = {
    author: refs.members[a.author],
    category: refs.categories[a.category],
    thumbnail: refs.photos[a.photo % refs.photos.length],
    author_name: a.guestAuthor ?? null,
    published_at: new Date(Date.now() - a.daysAgo * DAY).toISOString(),
    _status: 'published' as const,
  }
  const doc = await payload.create({
    collection: 'articles',
    locale: 'fr',
    context: { seeding: true },
    data: {
      ...shared,
      title: a.fr.title,
      excerpt: a.fr.excerpt,
      content: richText(...a.fr.body),
      tags: tags.map(([fr]) => ({ label: fr })),
    },
  })
  if (a.frenchOnly) return doc
  const rows = (doc.tags ?? []).map((row, i) => ({ id: row.id, label: tags[i][1] }))
  await payload.update({
    collection: 'articles',
    id: doc.id,
    locale: 'en',
    context: { seeding: true },
    data: { ...shared, title: a.en.title, excerpt: a.en.excerpt, content: richText(...a.en.body), tags: rows },
  })
  return doc
}
