/**
 * The admin's home with many leads (issue 29: ≤ 300 ms with 100,000 leads). Seeds N leads (default
 * 100,000) on two sites, spread over `--days` days (default 730: the 12 weeks the dashboard reads hold
 * about a ninth of them; `--days 84` puts every lead in them, the worst case), then times the
 * dashboard's figures (src/workspace/dashboard-figures.ts, the queries and the counting the page does) as an
 * agency administrator (all sites, then one) and as an editor of one site: p50 / p95 / max over 20 runs.
 *   node scripts/tsx-retry.mjs bench/leads-dashboard.ts [leads] [--days 730] [--reuse]
 * Scratch SQLite unless SQLITE_FILE / DATABASE_URL say otherwise (PostgreSQL: DATABASE_URL=postgres://…).
 */
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

const args = process.argv.slice(2)
const at = args.indexOf('--days')
const days = at >= 0 ? Number(args.splice(at, 2)[1]) : 730
const count = Number(args[0] ?? 100_000)
if (!process.env.DATABASE_URL) {
  process.env.SQLITE_FILE ||= path.join(mkdtempSync(path.join(tmpdir(), 'bench-dashboard-')), 'bench.db')
}
const { bootPayload, migrate } = await import('../scripts/boot-payload')
const { createLocalReq } = await import('payload')
const { dashboardFigures } = await import('@/workspace/dashboard-figures')
const payload = await bootPayload()
await migrate(payload)

const RUN = `dash${Date.now().toString(36)}`
/** `--reuse` (with SQLITE_FILE or DATABASE_URL): time a database seeded by an earlier run, without seeding again. */
async function newest(collection: 'sites' | 'editors', field: string, prefix: string) {
  const found = await payload.find({
    collection,
    where: { [field]: { like: prefix } },
    sort: '-id',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.reverse() as Array<{ id: number }>
}
const site = (n: number) =>
  payload.create({
    collection: 'sites',
    overrideAccess: true,
    depth: 0,
    data: {
      name: `Banc ${n}`,
      site_type: 'broker',
      brand_version: '1',
      site_id: `${RUN}-${n}`,
      microsite_id: `${RUN}-${n}`,
      domains: [{ domain: `${RUN}-${n}.localhost` }],
    },
  })
const reuse = args.includes('--reuse')
const sites = reuse ? await newest('sites', 'name', 'Banc ') : [await site(1), await site(2)]
const editor = (role: 'admin' | 'editor', siteIds: number[]) =>
  payload.create({
    collection: 'editors',
    overrideAccess: true,
    data: {
      email: `${role}-${RUN}@bench.example`,
      password: 'bench-password-1',
      role,
      sites: siteIds.map((s) => ({ site: s })),
    },
  })

// One lead through Payload (every column as the app stores it), then copies of its row, inserted in batches.
const model = await payload.create({
  // (in --reuse too: one more lead, copied by nothing)
  collection: 'leads',
  overrideAccess: true,
  depth: 0,
  data: {
    form_type: 'contact_form',
    locale: 'fr',
    site: RUN,
    tenant: sites[0].id,
    full_name: 'Banc Essai',
    email: `${RUN}@bench.example`,
    recipient_email: 'courtier@bench.example',
    delivery_state: 'delivered',
    delivery_attempts: 1,
  },
})
const db = payload.db as unknown as {
  drizzle: {
    select(): { from(t: unknown): Promise<Record<string, unknown>[]> }
    insert(t: unknown): { values(rows: Record<string, unknown>[]): Promise<unknown> }
  }
  tables: Record<string, unknown>
}
const table = db.tables.leads
const [row] = (await db.drizzle.select().from(table)).filter((r) => r.id === model.id)
const { id: _id, ...base } = row
const forms = ['contact_form', 'property_alert', 'property_valuation', 'contact_form'] as const
const statuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
const now = Date.now()
const started = performance.now()
for (let i = 0; i < (reuse ? 0 : count); i += 500) {
  const batch = Array.from({ length: Math.min(500, count - i) }, (_, j) => {
    const n = i + j
    const created = new Date(now - Math.floor((((n * 7919) % count) / count) * days * 86_400_000))
    const status = statuses[n % statuses.length]
    return {
      ...base,
      tenant: sites[n % 5 === 0 ? 1 : 0].id,
      form_type: forms[n % forms.length],
      email: `${RUN}-${n}@bench.example`,
      idempotency_key: null,
      source_path: `/fr/proprietes/${n % 300}`,
      status,
      first_contacted_at: status === 'new' ? null : new Date(created.getTime() + (n % 48) * 3_600_000).toISOString(),
      review_flagged: n % 97 === 0,
      delivery_state: n % 211 === 0 ? 'failed' : 'delivered',
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
    }
  })
  await db.drizzle.insert(table).values(batch)
}
const seedSeconds = ((performance.now() - started) / 1000).toFixed(1)
const admin = reuse ? (await newest('editors', 'email', 'admin-dash'))[0] : await editor('admin', [])
const scoped = reuse ? (await newest('editors', 'email', 'editor-dash'))[0] : await editor('editor', [sites[1].id])

async function time(label: string, user: unknown, chosen: string | null) {
  const req = await createLocalReq({ user: { ...(user as object), collection: 'editors' } as never }, payload)
  const ms: number[] = []
  let figures: Awaited<ReturnType<typeof dashboardFigures>> | null = null
  for (let i = 0; i < 22; i++) {
    const t0 = performance.now()
    figures = await dashboardFigures(req, chosen)
    if (i >= 2) ms.push(performance.now() - t0) // two warm-up runs
  }
  ms.sort((a, b) => a - b)
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(0)
  const read = figures!.weeks.reduce((n, w) => n + w.total, 0)
  console.log(`${label.padEnd(34)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  max ${p(1)} ms  (${read} leads in 12 weeks)`)
}

const adapter = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const total = await payload.count({ collection: 'leads', overrideAccess: true })
console.log(`${adapter}: ${total.totalDocs.toLocaleString('en')} leads, seeded in ${seedSeconds} s`)
await time('administrator, all sites', admin, null)
await time('administrator, one site (?site=)', admin, String(sites[0].id))
await time('editor of one site', scoped, null)
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
process.exit(0)
