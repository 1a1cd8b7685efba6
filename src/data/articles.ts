import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/domain/locales'
import { locales } from '@/domain/locales'
import { payloadClient } from './payload'

export type ArticlesQuery = {
  locale: Locale
  page: number
  limit: number
  order: 'asc' | 'desc'
  categories: number[] | null
  withCategories: boolean
}

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
  tags: string[]
  published_at: string
  read_time: Localized<number>
}

export type CategoryItem = { id: number | string; label: string; articles_count: number }

const blogPath = { fr: '/fr/blogue', en: '/en/blog' } as const
const mediaUrl = (m: Media, size?: 'card') =>
  m && typeof m === 'object' ? (size && m.sizes?.card?.url) || m.url || null : null

/** Published, dated today or before, and written in this language. */
function visible(locale: Locale, now: string, categories: number[] | null): Where {
  const and: Where[] = [
    { _status: { equals: 'published' } },
    { published_at: { less_than_equal: now } },
    { title: { exists: true } },
  ]
  if (categories) and.push({ category: { in: categories } })
  return { and }
}

function toItem(doc: Record<string, unknown>, locale: Locale): ArticleItem {
  const pick = <T>(v: unknown) => ((v as Localized<T>)?.[locale] ?? null) as T | null
  const slug = (doc.slug ?? {}) as Localized<string>
  const member = doc.author as { name?: string; photo?: Media } | null
  const ownName = typeof doc.author_name === 'string' && doc.author_name ? doc.author_name : null
  const author = ownName
    ? {
        name: ownName,
        photo: (doc.author_avatar as Media) ?? (member && typeof member === 'object' ? member.photo : null),
      }
    : member
  const tags = (Array.isArray(doc.tags) ? doc.tags : []) as Array<{ label?: Localized<string> }>
  const category = doc.category as { id: number | string; label?: Localized<string> } | null
  return {
    id: doc.id as number,
    slug,
    url: Object.fromEntries(locales.map((l) => [l, slug[l] ? `${blogPath[l]}/${slug[l]}-${String(doc.id)}` : null])),
    title: pick<string>(doc.title) ?? '',
    excerpt: pick<string>(doc.excerpt),
    thumbnails: { url_small: mediaUrl(doc.thumbnail as Media, 'card'), url_large: mediaUrl(doc.thumbnail as Media) },
    author:
      author && typeof author === 'object'
        ? { name: author.name ?? '', thumbnail: mediaUrl(author.photo, 'card') }
        : null,
    category:
      category && typeof category === 'object' ? { id: category.id, label: category.label?.[locale] ?? null } : null,
    tags: tags.map((t) => t.label?.[locale] ?? '').filter(Boolean),
    published_at: String(doc.published_at),
    read_time: doc.read_time ?? {},
  }
}

/** The blog archive (spec 2 §7 GET /articles): a page of articles and, when asked, the categories. */
export async function listArticles(q: ArticlesQuery) {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const where = visible(q.locale, now, q.categories)
  const found = await payload.find({
    collection: 'articles',
    where,
    locale: q.locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    sort: q.order === 'asc' ? ['published_at', 'id'] : ['-published_at', '-id'],
    page: q.page,
    limit: q.limit,
    select: {},
  })
  const articles = await itemsFor(
    payload,
    found.docs.map((d) => d.id),
    q.locale,
  )
  const result: {
    articles: ArticleItem[]
    total: number
    page: number
    limit: number
    has_more: boolean
    categories?: CategoryItem[]
  } = {
    articles,
    total: found.totalDocs,
    page: q.page,
    limit: q.limit,
    has_more: found.hasNextPage,
  }
  if (q.withCategories) result.categories = await listCategories(payload, q.locale, now)
  return result
}

/** The cards of these articles, in this order (every language read at once, for the other-language URL). */
async function itemsFor(payload: Payload, ids: Array<number | string>, locale: Locale): Promise<ArticleItem[]> {
  if (!ids.length) return []
  const full = await payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    locale: 'all',
    depth: 1,
    limit: ids.length,
    pagination: false,
  })
  const byId = new Map<string, Record<string, unknown>>(full.docs.map((d) => [String(d.id), { ...d }]))
  return ids.flatMap((id) => (byId.has(String(id)) ? [toItem(byId.get(String(id))!, locale)] : []))
}

/** Cards of chosen articles (in that order, only those visible in this language), or the newest when none are chosen. */
export async function articleCards(
  locale: Locale,
  chosen: Array<number | string>,
  limit: number,
): Promise<ArticleItem[]> {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  if (!chosen.length)
    return (await listArticles({ locale, page: 1, limit, order: 'desc', categories: null, withCategories: false }))
      .articles
  const where: Where = { and: [visible(locale, now, null), { id: { in: chosen } }] }
  const found = await payload.find({
    collection: 'articles',
    where,
    locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    limit: chosen.length,
    pagination: false,
    select: {},
  })
  const shown = new Set(found.docs.map((d) => String(d.id)))
  return itemsFor(payload, chosen.filter((id) => shown.has(String(id))).slice(0, limit), locale)
}

async function listCategories(payload: Payload, locale: Locale, now: string): Promise<CategoryItem[]> {
  const cats = await payload.find({
    collection: 'article-categories',
    locale,
    depth: 0,
    limit: 100,
    sort: ['position', 'id'],
  })
  return Promise.all(
    cats.docs.map(async (c) => ({
      id: c.id,
      label: c.label,
      articles_count: (
        await payload.count({ collection: 'articles', where: visible(locale, now, [Number(c.id)]), locale })
      ).totalDocs,
    })),
  )
}

/** Every published post (dated today or before) with its URL per language, for the sitemap. */
export async function listPostUrls(): Promise<Array<{ url: Localized<string>; updatedAt: string }>> {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const found = await payload.find({
    collection: 'articles',
    where: { and: [{ _status: { equals: 'published' } }, { published_at: { less_than_equal: now } }] },
    locale: 'all',
    depth: 0,
    limit: 5000,
    pagination: false,
    draft: false,
    select: { slug: true, title: true, updatedAt: true },
  })
  return found.docs.map((d) => {
    const doc: Record<string, unknown> = { ...d }
    const item = toItem(doc, 'fr')
    const title = (doc.title ?? {}) as Localized<string>
    return {
      url: Object.fromEntries(locales.map((l) => [l, title[l] ? item.url[l] : null])),
      updatedAt: String(doc.updatedAt),
    }
  })
}
