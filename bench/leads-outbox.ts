/**
 * Outbox drain rate against the local SMTP stand-in (bench/leads/client.ts): N pending leads, delivered
 * by the outbox (src/leads/outbox.ts) as the server's runner does, pass after pass, until none is due.
 *   node scripts/tsx-retry.mjs bench/leads-outbox.ts [leads (2000)] [drop]
 * `drop` cuts every SMTP connection when a third of the e-mails have arrived (mid-pass) and refuses new ones for 2 s;
 * the leads left are retried (the clock moved past their backoff) until delivered. Prints leads/s, then
 * the leads lost and e-mailed twice; exits 1 when one was lost. Scratch SQLite unless SQLITE_FILE / DATABASE_URL say otherwise.
 */
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

const count = Number(process.argv[2] ?? 2000)
const drop = process.argv.includes('drop')
const port = Number(process.env.BENCH_SMTP_PORT ?? 2547)
process.env.SQLITE_FILE ||= path.join(mkdtempSync(path.join(tmpdir(), 'bench-outbox-')), 'bench.db')
Object.assign(process.env, {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_FROM: 'site@bench.test',
  SMTP_SECURE: 'false',
  LEADS_WEBHOOK_URL: '',
})
const { bootPayload, migrate } = await import('../scripts/boot-payload')
const { smtp, sleep } = await import('./leads/client')
const { processOutbox } = await import('@/leads/outbox')
const payload = await bootPayload()
await migrate(payload)

const RUN = `outbox${Date.now().toString(36)}`
const now = new Date()
const site = await payload.create({
  collection: 'sites',
  overrideAccess: true,
  depth: 0,
  data: {
    name: 'Banc',
    site_type: 'broker',
    brand_version: '1',
    site_id: RUN,
    microsite_id: RUN,
    domains: [{ domain: `${RUN}.localhost` }],
  },
})
for (let i = 0; i < count; i++) {
  await payload.create({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    data: {
      form_type: 'contact_form',
      locale: 'fr',
      site: RUN,
      tenant: site.id,
      full_name: 'Banc Essai',
      email: `${RUN}-${i}@bench.example`,
      message: `Banc ${RUN}`,
      recipient_email: 'courtier@bench.example',
      delivery_state: 'pending',
      delivery_attempts: 0,
      next_attempt_at: now.toISOString(),
    },
  })
}
const refusing = { on: false }
const mail = await smtp(refusing, port)
const delivered = async () =>
  (
    await payload.count({
      collection: 'leads',
      overrideAccess: true,
      where: { delivery_state: { equals: 'delivered' } },
    })
  ).totalDocs

// The drop comes from the server's side, in the middle of a pass: when a third of the e-mails have arrived.
const watch = setInterval(() => {
  if (!drop || mail.received.length < count / 3) return
  clearInterval(watch)
  refusing.on = true
  mail.drop()
  setTimeout(() => void (refusing.on = false), 2000)
}, 2)
const retried = { n: 0 }
const t0 = performance.now()
const cpu0 = process.cpuUsage()
let at = now
for (let pass = 0; pass < 10_000; pass++) {
  const c = await processOutbox(payload, 'Banc', at)
  retried.n += c.retry
  if (c.delivered + c.retry + c.failed + c.skipped === 0) {
    if ((await delivered()) >= count) break
    // Retries wait for their backoff: move the clock on, as the runner's wake-up would.
    at = new Date(at.getTime() + 3_600_000)
    await sleep(100)
  }
}
const s = (performance.now() - t0) / 1000
const cpu = process.cpuUsage(cpu0)
const done = await delivered()
const perEmail = new Map<string, number>()
for (const raw of mail.received) {
  const email = new RegExp(`${RUN}-\\d+@bench\\.example`).exec(raw)?.[0]
  if (email) perEmail.set(email, (perEmail.get(email) ?? 0) + 1)
}
const twice = [...perEmail.values()].filter((n) => n > 1).length
console.log(
  `outbox: ${count} leads${drop ? ', SMTP dropped mid-batch' : ''}: ${done} delivered in ${s.toFixed(1)} s · ${Math.round(done / s)} leads/s · CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s · load ${loadavg()[0].toFixed(1)}`,
)
clearInterval(watch)
console.log(
  `  failed attempts retried ${retried.n}, e-mails received ${mail.received.length}, leads e-mailed ${perEmail.size}, lost ${count - perEmail.size}, e-mailed twice ${twice}`,
)
mail.close()
await payload.destroy()
process.exit(perEmail.size === count && done === count ? 0 : 1)
