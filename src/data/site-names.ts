import type { Payload } from 'payload'

/** The first site's name (the outbox's fallback for a lead without a site). */
export async function firstSiteName(payload: Payload): Promise<string> {
  const r = await payload.find({
    collection: 'sites',
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { name: true },
  })
  return r.docs[0]?.name ?? ''
}
