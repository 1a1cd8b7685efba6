import 'server-only'
import type { Payload } from 'payload'
import type { ListingsDb } from '../db'
import { STORED_PHOTO_PATH as MEDIA_PATH } from '../constants'
import type { ReplacedPhoto } from '../feed/import-sql'

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
export async function pruneReplacedPhotos(
  payload: Payload,
  db: ListingsDb,
  replaced: ReplacedPhoto[],
): Promise<number> {
  const byListing = new Map<number, Set<string>>()
  for (const r of replaced) byListing.set(r.listing_id, (byListing.get(r.listing_id) ?? new Set()).add(r.url))
  let deleted = 0
  for (const [listingId, urls] of byListing) {
    const current = new Set(
      (await db.all<{ url: string }>('SELECT url FROM listing_photos WHERE listing_id = ?', [listingId])).map(
        (r) => r.url,
      ),
    )
    for (const url of urls) {
      const filename = current.has(url) ? null : photoFileOf(url)
      if (!filename) continue
      const r = await payload.delete({
        collection: 'media',
        where: { filename: { equals: filename } },
        overrideAccess: true,
        depth: 0,
      })
      deleted += r.docs.length
    }
  }
  return deleted
}

/** How long a withdrawn listing keeps its stored photos (it may come back on the market). */
export const WITHDRAWN_PHOTOS_KEPT_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The stored photos of listings withdrawn for longer than `keptMs` are deleted, at most `limit` listings a call;
 * their photo rows go too, so a listing that comes back on the market (a changed record) stores its photos again.
 */
export async function pruneWithdrawnPhotos(
  payload: Payload,
  db: ListingsDb,
  now = Date.now(),
  keptMs = WITHDRAWN_PHOTOS_KEPT_MS,
  limit = 500,
): Promise<number> {
  const rows = await db.all<{ listing_id: number; url: string }>(
    `SELECT p.listing_id, p.url FROM listing_photos p JOIN listings l ON l.id = p.listing_id
     WHERE l.id IN (SELECT l2.id FROM listings l2 JOIN listing_photos p2 ON p2.listing_id = l2.id
                    WHERE l2.status = 'withdrawn' AND l2.modified_at < ? AND p2.url LIKE ? GROUP BY l2.id LIMIT ?)`,
    [now - keptMs, `${MEDIA_PATH}listing-%`, limit],
  )
  const ids = [...new Set(rows.map((r) => Number(r.listing_id)))]
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500)
    const list = part.map(() => '?').join(', ')
    await db.run(`DELETE FROM listing_photos WHERE listing_id IN (${list})`, part)
    await db.run(`UPDATE listings SET photo_url = NULL WHERE id IN (${list})`, part)
  }
  let deleted = 0
  for (const filename of new Set(rows.map((r) => photoFileOf(r.url)).filter((f): f is string => Boolean(f)))) {
    deleted += (
      await payload.delete({
        collection: 'media',
        where: { filename: { equals: filename } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs.length
  }
  return deleted
}
