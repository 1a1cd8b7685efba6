import 'server-only'
import type { Param } from '@/listings/db'
import { listingsDb } from '@/listings/db'
import { leadKind } from '@/domain/lead-words'
import { periodChange, weekEnds, weeksFromGroups } from '@/domain/lead-stats'
import type { Payload } from 'payload'

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
type Row = Record<string, unknown>
const num = (v: unknown) => Number(v ?? 0)

/**
 * The dashboard's lead figures counted by the database (issue 29: ≤ 300 ms with 100,000 leads, also when all of
 * them are recent): grouped counts, never one row per lead. `tenants` null is every site. The figures are the
 * same as `src/domain/lead-stats.ts` computes lead by lead (tests/int/leads-dashboard-sql.test.ts compares them).
 */
export async function leadFigures(payload: Payload, tenants: number[] | null, now: number) {
  const db = listingsDb(payload)
  // SQLite: `+tenant_id` keeps it off the tenant index, so the dashboard's covering index (createdAt first) answers.
  const tenantCol = db.dialect === 'sqlite' ? '+tenant_id' : 'tenant_id'
  const scope = tenants === null ? '' : ` AND ${tenantCol} IN (${tenants.map(() => '?').join(', ')})`
  const scoped = (params: Param[]) => [...params, ...(tenants ?? [])]
  const { first, ends } = weekEnds(now)
  const bucket = `CASE ${ends
    .slice(0, -1)
    .map((_, i) => `WHEN created_at <= ? THEN ${i}`)
    .join(' ')} ELSE ${ends.length - 1} END`
  const inWeeks = `created_at > ? AND created_at <= ?${scope}`
  const weeksParams = scoped([iso(first), iso(now)])
  // Time to first contact in ms, in each database's date arithmetic.
  const wait =
    db.dialect === 'postgres'
      ? 'EXTRACT(EPOCH FROM (first_contacted_at - created_at)) * 1000'
      : '(julianday(first_contacted_at) - julianday(created_at)) * 86400000.0'
  const contacted = `${inWeeks} AND first_contacted_at IS NOT NULL AND first_contacted_at >= created_at`
  const periodSums = [7, 30].flatMap((days) => {
    const span = days * DAY
    return [
      [iso(now - span), iso(now)],
      [iso(now - 2 * span), iso(now - span)],
    ]
  })
  const [groups, periods, top, [{ n: contactedCount }]] = await Promise.all([
    db.all<Row>(
      `SELECT ${bucket} AS week, form_type, source_listing IS NOT NULL AS from_listing, COUNT(*) AS n
       FROM leads WHERE ${inWeeks} GROUP BY 1, 2, 3`,
      [...ends.slice(0, -1).map(iso), ...weeksParams],
    ),
    db.all<Row>(
      `SELECT ${periodSums.map((_, i) => `SUM(CASE WHEN created_at > ? AND created_at <= ? THEN 1 ELSE 0 END) AS p${i}`).join(', ')}
       FROM leads WHERE created_at > ? AND created_at <= ?${scope}`,
      [...periodSums.flat(), ...scoped([iso(now - 60 * DAY), iso(now)])],
    ),
    db.all<Row>(
      `SELECT source_path, COUNT(*) AS n FROM leads WHERE ${inWeeks} AND source_path IS NOT NULL AND source_path <> ''
       GROUP BY source_path ORDER BY n DESC, source_path${db.dialect === 'postgres' ? ' COLLATE "C"' : ''} LIMIT 5`,
      weeksParams,
    ),
    db.all<Row>(`SELECT COUNT(*) AS n FROM leads WHERE ${contacted}`, weeksParams),
  ])
  const n = num(contactedCount)
  const middle = n
    ? await db.all<Row>(
        `SELECT ${wait} AS wait FROM leads WHERE ${contacted} ORDER BY 1 LIMIT ${n % 2 ? 1 : 2} OFFSET ${n % 2 ? n >> 1 : (n >> 1) - 1}`,
        weeksParams,
      )
    : []
  const p = periods[0] ?? {}
  return {
    periods: [7, 30].map((days, i) => {
      const current = num(p[`p${2 * i}`])
      const previous = num(p[`p${2 * i + 1}`])
      return { days, current, previous, change: periodChange(current, previous) }
    }),
    weeks: weeksFromGroups(
      groups.map((g) => ({
        week: num(g.week),
        kind: leadKind(g.form_type as string, num(g.from_listing) ? 'x' : null),
        n: num(g.n),
      })),
      now,
    ),
    top: top.map((t) => ({ source: String(t.source_path), leads: num(t.n) })),
    // Each wait to the millisecond (SQLite's julianday is a float), then the two middle ones averaged as `median` does.
    median: middle.length ? middle.reduce((a, r) => a + Math.round(num(r.wait)), 0) / middle.length : null,
  }
}
