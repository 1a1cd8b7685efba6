import 'server-only'
import type { Locale } from '@/domain/locales'
import type { ShortlistData } from '@/contract/core-api'
import type { ListingsDb } from '../db'
import { ownedClause, type SiteListings } from '../site-listings'
import { cardsFor } from './search'

type Ctx = { db: ListingsDb; now: number; listings: SiteListings }

/**
 * The cards of a visitor's shortlist (favourites, recently viewed, a shared link) in one query by key, whatever
 * their status (a sold or withdrawn listing stays, marked), in the order asked; keys the site does not have are
 * answered as missing. The caller limits the keys (50).
 */
export async function shortlistCards(ctx: Ctx, keys: string[], locale: Locale): Promise<ShortlistData> {
  if (!keys.length) return { properties: [], missing: [] }
  const owned = ownedClause(ctx.listings)
  const rows = await ctx.db.all<{ id: number; uls: string }>(
    `SELECT l.id, l.uls FROM listings l WHERE l.uls IN (${keys.map(() => '?').join(', ')})${owned ? ` AND ${owned.sql}` : ''}`,
    [...keys, ...(owned?.params ?? [])],
  )
  const idOf = new Map(rows.map((r) => [r.uls, Number(r.id)]))
  const ids = keys.flatMap((k) => (idOf.has(k) ? [idOf.get(k) as number] : []))
  return { properties: await cardsFor(ctx, ids, locale), missing: keys.filter((k) => !idOf.has(k)) }
}
