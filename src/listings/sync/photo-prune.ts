import 'server-only'
import type { Payload } from 'payload'
import type { ListingsDb } from '../db'
import type { ReplacedPhoto } from '../feed/import-sql'

const MEDIA_PATH = '/api/media/file/'

/** The media file a stored listing photo's URL names (only our own listing photos: `listing-…`). */
export function photoFileOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH)) return null
  const name = decodeURIComponent(url.slice(MEDIA_PATH.length))
  return /^listing-[\w-]+-[0-9a-f]{12}\.\w+$/.test(name) ? name : null
}

/**
 * After a sync has stored the photos of the listings it changed, the stored photos those listings no
 * longer list are deleted (the media document, its file and its resized copies, on disk or S3), so a
 * feed that replaces photos does not fill the disk. A photo the listing still lists (the same feed URL
 * gives the same file) is kept. Withdrawn listings keep theirs: the listing can come back.
 */
export async function pruneReplacedPhotos(payload: Payload, db: ListingsDb, replaced: ReplacedPhoto[]): Promise<number> {
  const byListing = new Map<number, Set<string>>()
  for (const r of replaced) byListing.set(r.listing_id, (byListing.get(r.listing_id) ?? new Set()).add(r.url))
  let deleted = 0
  for (const [listingId, urls] of byListing) {
    const current = new Set((await db.all<{ url: string }>('SELECT url FROM listing_photos WHERE listing_id = ?', [listingId])).map((r) => r.url))
    for (const url of urls) {
      const filename = current.has(url) ? null : photoFileOf(url)
      if (!filename) continue
      const r = await payload.delete({ collection: 'media', where: { filename: { equals: filename } }, overrideAccess: true, depth: 0 })
      deleted += r.docs.length
    }
  }
  return deleted
}
