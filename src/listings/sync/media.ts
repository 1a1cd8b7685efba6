import type { RawRecord } from '../feed/reso'
import { asText } from '@/domain/text'

/** Photos kept per listing, in the feed's order. */
export const MAX_PHOTOS_PER_LISTING = 50
const URL_LIKE = /^https?:\/\/\S+$/

/**
 * A listing's photos from RESO Media records (ResourceRecordKey, Order, MediaURL): images only,
 * in order, capped; an entry without a usable URL is dropped so it never blocks the listing.
 */
export function photosFor(media: RawRecord[]): Array<{ MediaURL: string; Order: number }> {
  return media
    .filter((m) => typeof m.MediaURL === 'string' && URL_LIKE.test(m.MediaURL) && m.MediaURL.length <= 1000)
    .filter((m) => !m.MediaCategory || /photo|image/i.test(asText(m.MediaCategory)))
    .map((m, i) => ({ MediaURL: m.MediaURL as string, Order: Number.isFinite(Number(m.Order)) ? Number(m.Order) : i }))
    .sort((a, b) => a.Order - b.Order)
    .slice(0, MAX_PHOTOS_PER_LISTING)
}

/** An OData filter matching any of these string keys (quotes doubled). */
export const anyOf = (field: string, keys: string[]) =>
  keys.map((k) => `${field} eq '${k.replace(/'/g, "''")}'`).join(' or ')
