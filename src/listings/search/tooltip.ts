import 'server-only'
import type { Locale } from '@/domain/locales'
import { toTooltip, type Tooltip } from './cards'
import type { ListingsDb } from '../db'
import { cardsFor } from './search'

/** The map popup's data for one listing (withdrawn listings are gone: null). */
export async function tooltipFor(ctx: { db: ListingsDb; now: number }, uls: string, locale: Locale): Promise<Tooltip | null> {
  const [row] = await ctx.db.all<{ id: number }>(`SELECT id FROM listings WHERE uls = ? AND status <> 'withdrawn'`, [uls])
  if (!row) return null
  const [card] = await cardsFor(ctx, [Number(row.id)], locale)
  return card ? toTooltip(card) : null
}
