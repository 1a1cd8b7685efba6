import 'server-only'
import type { Locale } from '@/domain/locales'
import { toTooltip, type Tooltip } from './cards'
import type { ListingsDb } from '../db'
import { cardsFor } from './search'
import { ownedClause, type SiteListings } from '../site-listings'

/** The map popup's data for one listing of the site (withdrawn listings are gone, others' unknown: null). */
export async function tooltipFor(
  ctx: { db: ListingsDb; now: number; listings: SiteListings },
  uls: string,
  locale: Locale,
): Promise<Tooltip | null> {
  const owned = ownedClause(ctx.listings, 'l')
  const [row] = await ctx.db.all<{ id: number }>(
    `SELECT l.id FROM listings l WHERE l.uls = ? AND l.status <> 'withdrawn'${owned ? ` AND ${owned.sql}` : ''}`,
    [uls, ...(owned?.params ?? [])],
  )
  if (!row) return null
  const [card] = await cardsFor(ctx, [Number(row.id)], locale)
  return card ? toTooltip(card) : null
}
