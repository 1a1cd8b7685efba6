import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { DEFER_REVALIDATION } from '@/infra/revalidate'
import { contentOf, withFreshRowIds, withoutEmpty, type DocumentData } from './document-copy'
import { substituteDeep } from './name-substitution'

/** The documents a site owns that its copy takes: one each of theme, header and footer, and every page. */
export type SiteCollection = 'pages' | 'header' | 'footer' | 'theme'
type Status = 'published' | 'draft'

/** An array or block row id like Payload's own (24 hex digits). */
const newRowId = () => randomBytes(12).toString('hex')

export type Copier = { req: PayloadRequest; tenant: number; replace: (text: string) => string }

/** A template document read in French and in English, with new row ids and the new site's names, ready to write. */
async function readForCopy({ req, replace }: Copier, collection: SiteCollection, id: number, draft: boolean) {
  // Payload types findByID by a literal collection slug; with a slug chosen at run time its result type is a union it cannot narrow.
  const read = (locale: 'fr' | 'en') =>
    req.payload.findByID({
      collection,
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft,
      overrideAccess: true,
      req,
    }) as unknown as Promise<DocumentData>
  const [fr, en] = withFreshRowIds([await read('fr'), await read('en')], newRowId)
  return {
    fr: substituteDeep(contentOf(fr), replace),
    en: withoutEmpty(substituteDeep(contentOf(en), replace)) as DocumentData,
  }
}

/**
 * Writes one copy in both languages: French first (create, or update of `into`), then English onto
 * the same rows. Revalidation waits for the whole site (DEFER_REVALIDATION).
 */
async function write(
  c: Copier,
  collection: SiteCollection,
  both: { fr: DocumentData; en: DocumentData },
  status: Status | null,
  into?: number,
) {
  const draft = status === 'draft'
  const own = { tenant: c.tenant, ...(status ? { _status: status } : {}) }
  const common = {
    collection,
    depth: 0,
    draft,
    overrideAccess: true,
    req: c.req,
    // The copy is written one language at a time, as the template has it: its translation gaps are the template's,
    // not a publish of the new site's editor to warn about (issue 30's publish guard).
    context: { [DEFER_REVALIDATION]: true, skipParity: true },
  } as const
  const doc =
    into === undefined
      ? await c.req.payload.create({ ...common, locale: 'fr', data: { ...both.fr, ...own } as never })
      : await c.req.payload.update({ ...common, id: into, locale: 'fr', data: { ...both.fr, ...own } })
  await c.req.payload.update({ ...common, id: doc.id, locale: 'en', data: { ...both.en, ...own } })
  return doc.id
}

/** Theme, header or footer (no drafts): the template's one document, copied for the new site. */
export async function copySiteDocument(c: Copier, collection: Exclude<SiteCollection, 'pages'>, id: number) {
  return write(c, collection, await readForCopy(c, collection, id, false), null)
}

/**
 * A page as the template has it: published content published (the new site shows it at once), then
 * a newer draft on top as a draft (pending work stays pending); a page never published stays a draft.
 */
export async function copyPage(c: Copier, id: number, copies: Map<number, number> = new Map()) {
  const stateOf = async (draft: boolean) =>
    (
      (await c.req.payload.findByID({
        collection: 'pages',
        id,
        depth: 0,
        draft,
        overrideAccess: true,
        req: c.req,
        select: { _status: true },
      })) as { _status?: Status | null }
    )._status
  const published = (await stateOf(false)) === 'published'
  const read = async (draft: boolean) => pointVariantAtCopy(await readForCopy(c, 'pages', id, draft), copies)
  const copy = await write(c, 'pages', await read(false), published ? 'published' : 'draft')
  if (published && (await stateOf(true)) === 'draft') await write(c, 'pages', await read(true), 'draft', copy)
  copies.set(id, copy)
  return copy
}

/**
 * A variant page (decision 0038) names the page it varies: its copy names that page's copy (pages are copied in id
 * order, a variant after its page), or is no longer a variant when that page was not copied.
 */
function pointVariantAtCopy(both: { fr: DocumentData; en: DocumentData }, copies: Map<number, number>) {
  const fix = (doc: DocumentData) => {
    const variant = doc.variant as { variant_of?: number | { id: number } | null } | undefined
    const of = variant?.variant_of
    if (of == null) return doc
    const copy = copies.get(typeof of === 'object' ? of.id : of)
    return { ...doc, variant: copy === undefined ? { ...variant, variant_of: null } : { ...variant, variant_of: copy } }
  }
  return { fr: fix(both.fr), en: fix(both.en) }
}
