import 'server-only'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { outboundFetch } from '@/security/outbound-fetch'
import type { ListingsDb } from '../db'
import { STORED_PHOTO_PATH as MEDIA_PATH } from '../constants'

export type PhotoStoreOptions = {
  /** Photos downloaded at once. */
  concurrency?: number
  timeoutMs?: number
  maxBytes?: number
  fetch?: typeof fetch
}
export type PhotoStoreReport = { stored: number; reused: number; broken: number; errors: string[] }

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}
const extOf = (type: string) => EXTENSIONS[type] ?? null

/** The media file name of one feed photo: stable for a listing and URL, so a re-sync reuses it. */
export const photoName = (uls: string, url: string) =>
  `listing-${uls.replace(/[^\w-]/g, '_')}-${createHash('sha1').update(url).digest('hex').slice(0, 12)}`

/**
 * The feed photos of these listings become media documents like every other image (stored under
 * MEDIA_DIR with the Media collection's sizes, served and resized by /api/media/file/…): each
 * photo still pointing at the feed is downloaded (image types only, capped in size and time), and
 * its row then points at the stored file. A photo that cannot be fetched or read keeps its feed URL
 * and never blocks its listing, which is already saved.
 */
export async function storeListingPhotos(
  payload: Payload,
  db: ListingsDb,
  keys: string[],
  opts: PhotoStoreOptions = {},
): Promise<PhotoStoreReport> {
  const report: PhotoStoreReport = { stored: 0, reused: 0, broken: 0, errors: [] }
  // Feed photo URLs are the feed's choice: public https addresses only, every redirect checked (decision 0028).
  const get = opts.fetch ?? outboundFetch
  const rows: Array<{ listing_id: number; position: number; url: string; uls: string }> = []
  for (let i = 0; i < keys.length; i += 500) {
    const part = keys.slice(i, i + 500)
    rows.push(
      ...(await db.all<{ listing_id: number; position: number; url: string; uls: string }>(
        `SELECT p.listing_id, p.position, p.url, l.uls FROM listing_photos p JOIN listings l ON l.id = p.listing_id
       WHERE l.uls IN (${part.map(() => '?').join(', ')}) AND p.url LIKE 'http%' ORDER BY p.listing_id, p.position`,
        part,
      )),
    )
  }
  const one = async (row: (typeof rows)[number]) => {
    const base = photoName(row.uls, row.url)
    let filename: string | null = null
    const known = await payload.find({
      collection: 'media',
      where: { filename: { in: Object.values(EXTENSIONS).map((e) => `${base}.${e}`) } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { filename: true },
    })
    if (known.docs[0]?.filename) {
      filename = known.docs[0].filename
      report.reused++
    } else {
      try {
        const res = await get(row.url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000), redirect: 'follow' })
        const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        const ext = extOf(type)
        if (!ext) throw new Error(`not an image (${type || 'no type'})`)
        const data = Buffer.from(await res.arrayBuffer())
        if (data.length > (opts.maxBytes ?? 15_000_000)) throw new Error(`too large (${data.length} bytes)`)
        const doc = await payload.create({
          collection: 'media',
          overrideAccess: true,
          depth: 0,
          context: { listingPhoto: true },
          data: { alt: `${row.uls} · ${row.position + 1}` },
          file: { data, mimetype: type, name: `${base}.${ext}`, size: data.length },
        })
        filename = doc.filename ?? null
        report.stored++
      } catch (err) {
        report.broken++
        if (report.errors.length < 20)
          report.errors.push(
            `${row.uls} #${row.position + 1} ${row.url}: ${err instanceof Error ? err.message : String(err)}`,
          )
        return
      }
    }
    if (!filename) return
    const local = `${MEDIA_PATH}${encodeURIComponent(filename)}`
    await db.run('UPDATE listing_photos SET url = ? WHERE listing_id = ? AND position = ? AND url = ?', [
      local,
      Number(row.listing_id),
      Number(row.position),
      row.url,
    ])
    if (Number(row.position) === 0)
      await db.run('UPDATE listings SET photo_url = ? WHERE id = ? AND photo_url = ?', [
        local,
        Number(row.listing_id),
        row.url,
      ])
  }
  let next = 0
  const worker = async () => {
    while (next < rows.length) await one(rows[next++])
  }
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 4, rows.length) }, worker))
  return report
}
