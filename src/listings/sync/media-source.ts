import 'server-only'
import type { RawRecord } from '../feed/reso'
import { anyOf, photosFor } from './media'
import { readAll } from './paged-read'
import type { ResoClient } from './reso-client'
import type { ServiceShape } from './reso-metadata'
import type { ResoResource } from './sync'

/**
 * Where a listing's photos come from: RESO's Media resource when the server has it (and the admin
 * asked for photos), else Property's `Media` (DDF: a navigation property sent with `$expand=Media`;
 * some servers send it inline anyway). Without `$metadata`, as configured.
 */
export function photoSource(resources: ResoResource[], shape: ServiceShape | null): 'resource' | 'expand' | 'inline' {
  if (!resources.includes('Media')) return 'inline'
  if (!shape) return 'resource'
  if (shape.entitySets.has('Media')) return 'resource'
  return shape.propertyMedia === 'navigation' ? 'expand' : 'inline'
}

/** The configured resources the sync reads (Office, Member, Property, in that order), less those the server does not have. */
export function resourcesOffered(
  resources: ResoResource[],
  shape: ServiceShape | null,
): Array<'Office' | 'Member' | 'Property'> {
  return (['Office', 'Member', 'Property'] as const).filter(
    (r) => resources.includes(r) && (r === 'Property' || !shape || shape.entitySets.has(r)),
  )
}

/** Listings' photos from the Media resource (50 listings a query, every page of it), else their own Media, cleaned. */
export async function attachMedia(client: ResoClient | null, records: RawRecord[], top: number) {
  const byKey = new Map(
    records.filter((r) => r.ListingKey != null).map((r) => [String(r.ListingKey), [] as RawRecord[]]),
  )
  const keys = [...byKey.keys()]
  for (let i = 0; client && i < keys.length; i += 50) {
    const filter = `ResourceName eq 'Property' and (${anyOf('ResourceRecordKey', keys.slice(i, i + 50))})`
    for await (const page of readAll(client, 'Media', { filter, top, key: 'MediaKey' })) {
      for (const m of page) byKey.get(String(m.ResourceRecordKey))?.push(m)
    }
  }
  for (const r of records) {
    const media = byKey.get(String(r.ListingKey))
    const inline = Array.isArray(r.Media)
      ? (r.Media as unknown[]).map((m) => (typeof m === 'string' ? { MediaURL: m } : (m as RawRecord)))
      : []
    if (media?.length || inline.length) r.Media = photosFor(media?.length ? media : inline)
  }
}
