import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { cache } from 'react'
import type { Locale } from '@/domain/locales'
import { translationParity, type ParityField, type ParityReport } from '@/domain/translation-parity'

/** The documents whose translation is checked (issue 30), in the order the admin lists them. */
export const PARITY_COLLECTIONS = [
  'pages',
  'articles',
  'article-categories',
  'members',
  'offices',
  'header',
  'footer',
] as const
export type ParitySlug = (typeof PARITY_COLLECTIONS)[number]

/** A collection's sanitized fields (labels filled in) as the parity check reads them. */
export const fieldsOf = (payload: Payload, slug: string): ParityField[] =>
  payload.collections[slug as ParitySlug]?.config.fields ?? []

const hasDrafts = (payload: Payload, slug: string) =>
  Boolean(payload.collections[slug as ParitySlug]?.config.versions?.drafts)

export const adminLang = (language: string | undefined): Locale => (language === 'en' ? 'en' : 'fr')

/** One document's parity, its latest draft read in both languages. */
export async function documentParity(
  payload: Payload,
  slug: string,
  id: string | number,
  lang: Locale,
  req?: PayloadRequest,
): Promise<ParityReport> {
  const all = await payload.findByID({
    collection: slug as ParitySlug,
    id,
    locale: 'all',
    depth: 0,
    draft: hasDrafts(payload, slug),
    overrideAccess: true,
    req,
  })
  return translationParity(fieldsOf(payload, slug), { all }, lang)
}

/**
 * Every document's parity in one collection, read once per request (React `cache`): the list's badge column asks
 * for each row, and one query in both languages replaces a query per row.
 */
export const collectionParity = cache(
  async (payload: Payload, slug: string, lang: Locale): Promise<Map<string, ParityReport>> => {
    const r = await payload.find({
      collection: slug as ParitySlug,
      locale: 'all',
      depth: 0,
      pagination: false,
      draft: hasDrafts(payload, slug),
      overrideAccess: true,
    })
    const fields = fieldsOf(payload, slug)
    return new Map(r.docs.map((doc) => [String(doc.id), translationParity(fields, { all: doc }, lang)]))
  },
)

export type DocumentGaps = { slug: ParitySlug; id: string | number; title: string; report: ParityReport }

/** Every document the user can read that has a gap, per collection (the dashboard count and its list). */
export async function documentsWithGaps(
  payload: Payload,
  user: TypedUser | null,
  lang: Locale,
): Promise<DocumentGaps[]> {
  const lists = await Promise.all(
    PARITY_COLLECTIONS.map(async (slug) => {
      const config = payload.collections[slug]?.config
      if (!config) return []
      const r = await payload.find({
        collection: slug,
        locale: 'all',
        depth: 0,
        pagination: false,
        draft: hasDrafts(payload, slug),
        overrideAccess: false,
        user,
      })
      const titleField = config.admin?.useAsTitle ?? 'id'
      return r.docs.map((doc) => {
        const raw = (doc as unknown as Record<string, unknown>)[titleField]
        const t =
          raw && typeof raw === 'object'
            ? ((raw as Record<string, unknown>)[lang] ?? (raw as Record<string, unknown>).fr)
            : raw
        return {
          slug,
          id: doc.id,
          title: typeof t === 'string' || typeof t === 'number' ? String(t) : String(doc.id),
          report: translationParity(fieldsOf(payload, slug), { all: doc }, lang),
        }
      })
    }),
  )
  return lists.flat().filter((d) => d.report.gaps.length > 0)
}
