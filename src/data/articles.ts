import type { Payload, Where } from 'payload'
import type { Locale } from '@/domain/locales'
import { locales } from '@/domain/locales'

export type ArticlesQuery = { locale: Locale; page: number; limit: number; order: 'asc' | 'desc'; categories: number[] | null; withCategories: boolean }

type Media = { url?: string | null; sizes?: { card?: { url?: string | null } } } | number | null | undefined
type Localized<T> = Partial<Record<Locale, T | null>>

export type ArticleItem = {
  id: number | string
  slug: Localized<string>
  url: Localized<string>
  title: string
  excerpt: string | null
  thumbnails: { url_small: string | null; url_large: string | null }
  author: { name: string; thumbnail: string | null } | null
  category: { id: number | string; label: string | null } | null
  published_at: string
  read_time: Localized<number>
}

export type CategoryItem = { id: number | string; label: string; articles_count: number }

const blogPath = { fr: '/fr/blogue', en: '/en/blog' } as const
const mediaUrl = (m: Media, size?: 'card') => (m && typeof m === 'object' ? (size && m.sizes?.card?.url) || m.url || null : null)

/** Published, dated today or before, and written in this language. */
function visible(locale: Locale, now: string, categories: number[] | null): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }, { published_at: { less_than_equal: now } }, { title: { exists: true } }]
  if (categories) and.push({ category: { in: categories } })
  return { and }
}

function toItem(doc: Record<string, unknown>, locale: Locale): ArticleItem {
  const pick = <T>(v: unknown) => ((v as Localized<T>)?.[locale] ?? null) as T | null
  const slug = (doc.slug ?? {}) as Localized<string>
  const author = doc.author as { name?: string; photo?: Media } | null
  const category = doc.category as { id: number | string; label?: Localized<string> } | null
  return {
    id: doc.id as number,
    slug,
    url: Object.fromEntries(locales.map((l) => [l, slug[l] ? `${blogPath[l]}/${slug[l]}-${doc.id}` : null])),
    title: pick<string>(doc.title) ?? '',
    excerpt: pick<string>(doc.excerpt),
    thumbnails: { url_small: mediaUrl(doc.thumbnail as Media, 'card'), url_large: mediaUrl(doc.thumbnail as Media) },
    author: author && typeof author === 'object' ? { name: author.name ?? '', thumbnail: mediaUrl(author.photo, 'card') } : null,
    category: category && typeof category === 'object' ? { id: category.id, label: category.label?.[locale] ?? null } : null,
    published_at: String(doc.published_at),
    read_time: (doc.read_time ?? {}) as Localized<number>,
  }
}

/** The blog archive (spec 2 §7 GET /articles): a page of articles and, when asked, the categories. */
export async function listArticles(payload: Payload, q: ArticlesQuery) {
  const now = new Date().toISOString()
  const where = visible(q.locale, now, q.categories)
  const found = await payload.find({
    collection: 'articles', where, locale: q.locale, fallbackLocale: false, draft: false, depth: 0,
    sort: q.order === 'asc' ? ['published_at', 'id'] : ['-published_at', '-id'], page: q.page, limit: q.limit, select: {},
  })
  const ids = found.docs.map((d) => d.id)
  const full = ids.length
    ? await payload.find({ collection: 'articles', where: { id: { in: ids } }, locale: 'all' as Locale, depth: 1, limit: ids.length, pagination: false })
    : { docs: [] }
  const byId = new Map(full.docs.map((d) => [d.id, d as unknown as Record<string, unknown>]))
  const articles = ids.flatMap((id) => (byId.has(id) ? [toItem(byId.get(id)!, q.locale)] : []))
  const result: { articles: ArticleItem[]; total: number; page: number; limit: number; has_more: boolean; categories?: CategoryItem[] } = {
    articles, total: found.totalDocs, page: q.page, limit: q.limit, has_more: found.hasNextPage,
  }
  if (q.withCategories) result.categories = await listCategories(payload, q.locale, now)
  return result
}

async function listCategories(payload: Payload, locale: Locale, now: string): Promise<CategoryItem[]> {
  const cats = await payload.find({ collection: 'article-categories', locale, depth: 0, limit: 100, sort: ['position', 'id'] })
  return Promise.all(
    cats.docs.map(async (c) => ({
      id: c.id,
      label: c.label,
      articles_count: (await payload.count({ collection: 'articles', where: visible(locale, now, [Number(c.id)]), locale })).totalDocs,
    })),
  )
}
