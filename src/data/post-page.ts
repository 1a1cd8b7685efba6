import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { locales, type Locale } from '@/domain/locales'
import { postTail } from '@/domain/post-path'
import { sanitizeHtml } from '@/domain/rich-text'
import { blogPostHref, routePaths } from '@/domain/route-keys'
import type { Page } from '@/payload-types'
import type { Localized, MediaRef, PageResponse, PageResult } from '@/domain/page-response'
import { getPageByPath } from './pages-data'
import type { SiteId } from './site-data'
import { payloadClient } from './payload'
import { toMediaRef } from './to-block'

/** Everything the post page shows (spec 2 "Blog": tags, title, author, info items, main image, content, share). */
export type PostDetail = {
  id: number
  title: string
  excerpt: string | null
  html: string
  image: MediaRef | null
  author: { name: string; avatar: MediaRef | null } | null
  category: string | null
  tags: string[]
  published_at: string
  updated_at: string
  read_time: number
  /** The post's URL in each language it is written in (no key: no translation). */
  urls: Partial<Record<Locale, string>>
}

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' ? (v as Obj) : null)
const media = (v: unknown) => (obj(v)?.url ? toMediaRef(obj(v)!) : null)
const pick = <T>(v: unknown, l: Locale): T | null => (obj(v)?.[l] ?? null) as T | null

/** The post's URL per language: only the languages with a title and a slug. */
export function postUrls(doc: Obj): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.flatMap((l) => {
      const slug = pick<string>(doc.slug, l)
      return slug && pick<string>(doc.title, l) ? [[l, blogPostHref(l, slug, String(doc.id))]] : []
    }),
  )
}

/** A stored article (locale 'all', depth 1) → the post page data in one language. */
export function toPostDetail(doc: Obj, locale: Locale): PostDetail {
  const member = obj(doc.author)
  const name = (doc.author_name as string | null) || (member?.name as string | undefined) || null
  const content = pick<SerializedEditorState>(doc.content, locale)
  return {
    id: Number(doc.id),
    title: pick<string>(doc.title, locale) ?? '',
    excerpt: pick<string>(doc.excerpt, locale),
    html: content ? sanitizeHtml(convertLexicalToHTML({ data: content })) : '',
    image: media(doc.thumbnail),
    author: name ? { name, avatar: media(doc.author_avatar) ?? media(member?.photo) } : null,
    category: pick<string>(obj(doc.category)?.label, locale),
    tags: ((doc.tags as Obj[] | null) ?? []).map((t) => pick<string>(t.label, locale) ?? '').filter(Boolean),
    published_at: String(doc.published_at),
    updated_at: String(doc.updatedAt ?? doc.published_at),
    read_time: Number(pick<number>(doc.read_time, locale) ?? 1),
    urls: postUrls(doc),
  }
}

/** A post by id: visitors see it published, dated today or before; editors in preview see drafts too. */
export async function loadPost(id: number, draft: boolean, now = new Date()): Promise<Obj | null> {
  const payload = await payloadClient()
  // Read as the server (the status is checked below): the author is shown whichever site presents them (articles are shared).
  const doc = await payload
    .findByID({ collection: 'articles', id, locale: 'all', depth: 1, draft, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return null
  const d: Obj = { ...doc }
  if (!draft && (d._status !== 'published' || new Date(String(d.published_at)) > now)) return null
  return d
}

type Build = (page: Page) => Promise<PageResponse>

/**
 * Hook of the page resolver: a path under the blog page that names a post. Unknown id, unpublished
 * or not written in this language → null (404); another slug → 301 to the post's own URL.
 */
export async function resolvePost(
  site: SiteId,
  locale: Locale,
  path: string,
  draft: boolean,
  build: Build,
): Promise<PageResult | null> {
  const tail = postTail(locale, path)
  if (!tail) return null
  const doc = await loadPost(tail.id, draft)
  if (!doc) return null
  const detail = toPostDetail(doc, locale)
  const own = detail.urls[locale]
  if (!own) return null
  if (own !== `/${locale}${path}`) return { status: 301, location: own }
  const base = await getPageByPath(site, locale, routePaths.blog[locale], draft)
  if (!base) return null
  const page = await build(base)
  const title: Localized = { [locale]: detail.title }
  const description: Localized = { [locale]: detail.excerpt }
  const og = detail.image
    ? { ...page.seo.facebook, og_image: detail.image, og_title: title, og_description: description }
    : { ...page.seo.facebook, og_title: title, og_description: description }
  return {
    status: 200,
    page: {
      ...page,
      content: [{ block_type: 'blog_post', block_params: { color_scheme: 'normal' }, fields: detail }],
      title,
      alternate_paths: locales
        .filter((l) => detail.urls[l])
        .map((l) => ({ locale: l, path: detail.urls[l] as string })),
      seo: {
        ...page.seo,
        global: { title, description },
        facebook: og,
        twitter: { title, description },
        canonical_url: { [locale]: own },
      },
      metadata: { ...page.metadata, route_key: 'blog_post', tags: detail.tags },
    },
  }
}
