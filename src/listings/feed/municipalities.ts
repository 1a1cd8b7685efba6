import 'server-only'
import { createHash } from 'node:crypto'
import { slugify } from '@/domain/slug'
import type { ListingsDb } from '../db'

/**
 * The code a municipality gets when a feed first names it: its name as a slug
 * ('Baie-Saint-Paul' → 'baie-saint-paul'), so case, accents, apostrophes and dashes do not matter
 * (a name with no Latin letter or digit gets `mun-` and a hash of it).
 * No reachable package holds Quebec's ~1,100 municipalities, so names are learned from the feed
 * (docs/decisions/0034); rows stored earlier keep their codes.
 */
export const municipalityCode = (name: string) =>
  slugify(name, 100) || `mun-${createHash('sha1').update(name.trim().toLowerCase()).digest('hex').slice(0, 12)}`

export type MunicipalityLearner = {
  /** The code of a City as the feed writes it, learning it when new. */
  resolve: (city: string) => string
  /** Store the municipalities learned since the last call (before the listings that name them). */
  save: () => Promise<void>
}

export async function municipalityLearner(db: ListingsDb): Promise<MunicipalityLearner> {
  const rows = await db.all<{ mun_code: string; description: string }>(
    'SELECT mun_code, description FROM listing_municipalities',
  )
  const byName = new Map(rows.map((r) => [municipalityCode(r.description), r.mun_code]))
  const codes = new Set(rows.map((r) => r.mun_code))
  const learned = new Map<string, string>()
  return {
    resolve(city) {
      const name = city.trim()
      const key = municipalityCode(name)
      const known = byName.get(key) ?? (codes.has(name) ? name : undefined)
      if (known !== undefined) return known
      byName.set(key, key)
      learned.set(key, name)
      return key
    },
    async save() {
      if (!learned.size) return
      const rows = [...learned]
      learned.clear()
      await db.run(
        `INSERT INTO listing_municipalities (mun_code, description) VALUES ${rows.map(() => '(?, ?)').join(', ')} ON CONFLICT (mun_code) DO NOTHING`,
        rows.flat(),
      )
    },
  }
}
