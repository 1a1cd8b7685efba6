import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { cache } from 'react'
import { parityCounts, type ParityReport } from '@/domain/translation-parity'
import { collectionParity, documentParity } from './report'

/** A document's badge, kept beside it: its counts per language and when they were taken (issue 30, decision 0048). */
export type ParitySummary = {
  at: string
  counts: Record<'fr' | 'en', { missing: number; copied: number }>
}

const KV = 'payload-kv'
const keyOf = (slug: string, id: string | number) => `parity:${slug}:${id}`

export const summaryOf = (report: ParityReport, at = new Date()): ParitySummary => ({
  at: at.toISOString(),
  counts: { fr: parityCounts(report, 'fr'), en: parityCounts(report, 'en') },
})

/** Stored in Payload's key-value collection, in the saving request's transaction (never a second connection). */
async function store(payload: Payload, slug: string, id: string | number, s: ParitySummary, req?: PayloadRequest) {
  const key = keyOf(slug, id)
  await payload.db.upsert({
    collection: KV,
    data: { key, data: s },
    where: { key: { equals: key } },
    select: {},
    req,
  })
}

/** After every save (a draft too), the document's counts, read in both languages as the list shows it. */
export const storeParitySummary: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  const saved = doc as { id: string | number }
  const report = await documentParity(req.payload, collection.slug, saved.id, 'fr', req)
  await store(req.payload, collection.slug, saved.id, summaryOf(report), req)
  return saved
}

export const dropParitySummary: CollectionAfterDeleteHook = async ({ id, req, collection }) => {
  await req.payload.db.deleteOne({ collection: KV, where: { key: { equals: keyOf(collection.slug, id) } }, req })
}

/** Every stored summary of one collection, read once per request (one small query for the whole list). */
export const storedSummaries = cache(async (payload: Payload, slug: string): Promise<Map<string, ParitySummary>> => {
  const prefix = keyOf(slug, '')
  const r = await payload.db.find({
    collection: KV,
    where: { key: { like: prefix } },
    pagination: false,
    limit: 0,
    select: { key: true, data: true },
  })
  const rows = r.docs as unknown as { key: string; data: ParitySummary }[]
  return new Map(rows.filter((d) => d.key.startsWith(prefix)).map((d) => [d.key.slice(prefix.length), d.data]))
})

/**
 * The counts a list row shows: the stored ones when taken after the row's last change; else (a database from
 * before this, or a change that bypassed hooks) every document of the collection is checked once for this request,
 * and its summary stored so the next list reads it.
 */
export async function rowParity(
  payload: Payload,
  slug: string,
  id: string | number,
  updatedAt: string | undefined,
): Promise<ParitySummary> {
  const stored = (await storedSummaries(payload, slug)).get(String(id))
  if (stored && updatedAt && stored.at >= updatedAt) return stored
  const report =
    (await collectionParity(payload, slug, 'fr')).get(String(id)) ?? (await documentParity(payload, slug, id, 'fr'))
  const fresh = summaryOf(report)
  await store(payload, slug, id, fresh).catch((e: unknown) => payload.logger.warn({ err: e }, 'parity summary'))
  return fresh
}
