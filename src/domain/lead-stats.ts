import { leadKinds, type LeadKind } from './lead-words'

const DAY = 86_400_000
const WEEK = 7 * DAY

/** Leads in the last `days` days and in the `days` before them (the dashboard's 7 and 30 days). */
export function periodCounts(times: readonly number[], now: number, days: number) {
  const span = days * DAY
  let current = 0
  let previous = 0
  for (const t of times) {
    if (t > now - span && t <= now) current++
    else if (t > now - 2 * span && t <= now - span) previous++
  }
  return { current, previous, change: periodChange(current, previous) }
}

export type WeekRow = { start: number; counts: Record<LeadKind, number>; total: number }

/** Leads per week over the last `weeks` weeks (the oldest first), by kind; each week ends at `now` minus whole weeks. */
export function weeklyByKind(leads: ReadonlyArray<{ at: number; kind: LeadKind }>, now: number, weeks = 12): WeekRow[] {
  const first = now - weeks * WEEK
  const rows: WeekRow[] = Array.from({ length: weeks }, (_, i) => ({
    start: first + i * WEEK,
    counts: Object.fromEntries(leadKinds.map((k) => [k, 0])) as Record<LeadKind, number>,
    total: 0,
  }))
  for (const l of leads) {
    if (l.at <= first || l.at > now) continue
    const row = rows[Math.min(weeks - 1, Math.floor((l.at - first - 1) / WEEK))]
    row.counts[l.kind]++
    row.total++
  }
  return rows
}

/** The weeks' bounds: `first` (exclusive) then each week's end, the last one `now` (the SQL buckets use them). */
export function weekEnds(now: number, weeks = 12): { first: number; ends: number[] } {
  const first = now - weeks * WEEK
  return { first, ends: Array.from({ length: weeks }, (_, i) => first + (i + 1) * WEEK) }
}

/** The weekly rows from counts already grouped by week index and kind (the database's GROUP BY). */
export function weeksFromGroups(
  groups: ReadonlyArray<{ week: number; kind: LeadKind; n: number }>,
  now: number,
  weeks = 12,
): WeekRow[] {
  const rows = weeklyByKind([], now, weeks)
  for (const g of groups) {
    const row = rows[g.week]
    if (!row) continue
    row.counts[g.kind] += g.n
    row.total += g.n
  }
  return rows
}

/** A period's change in percent against the one before (null when there was nothing before). */
export const periodChange = (current: number, previous: number) =>
  previous ? Math.round(((current - previous) / previous) * 100) : null

export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** The median time from a lead's arrival to its first contact, over the leads contacted (in ms). */
export const medianFirstContact = (leads: ReadonlyArray<{ at: number; contactedAt: number | null }>) =>
  median(leads.flatMap((l) => (l.contactedAt !== null && l.contactedAt >= l.at ? [l.contactedAt - l.at] : [])))

/** The sources (listing or page path) that brought the most leads, most first, ties by path. */
export function topSources(sources: ReadonlyArray<string | null>, limit = 5): Array<{ source: string; leads: number }> {
  const counts = new Map<string, number>()
  for (const s of sources) if (s) counts.set(s, (counts.get(s) ?? 0) + 1)
  return (
    [...counts]
      .map(([source, leads]) => ({ source, leads }))
      // Ties by path in code-unit order, as the database sorts them (binary in SQLite, COLLATE "C" in PostgreSQL).
      .sort((a, b) => b.leads - a.leads || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
      .slice(0, limit)
  )
}
