/**
 * Fault benches for lead capture (issue 11), against a real server. Each prints figures and exits 1 when a lead was lost.
 *
 * smtp | retries | captcha — start the server (a build of this tree, e.g. `bash /work/e2e-serve.sh . 3224`, then restart
 * it by hand with) SMTP_HOST=127.0.0.1 SMTP_PORT=2526 SMTP_FROM=site@bench.test TRUSTED_PROXIES=1 LEADS_RATE_LIMIT_MAX=100000
 * LEADS_UNVERIFIED_PER_HOUR=1000000 (without a captcha secret every bench lead is unverified, so the hourly cap applies),
 * then: BENCH_URL=http://127.0.0.1:3224 node scripts/tsx-retry.mjs bench/leads-faults.ts [smtp|retries|captcha]
 * (smtp: DOWN_S (60; the issue asks 600), RATE (50 posts/s) and WAIT_S (600) scale the outage; the bench runs the fake SMTP on 2526).
 *
 * pgdown — a PRIVATE PostgreSQL cluster (never stop the machine's shared one):
 *   su postgres -c '/usr/lib/postgresql/<version>/bin/initdb -D /tmp/pgbench-data -U postgres --auth=trust'   (a directory postgres owns)
 *   su postgres -c '/usr/lib/postgresql/<version>/bin/pg_ctl -D /tmp/pgbench-data -o "-p 5499 -k /tmp" -l /tmp/pgbench-data.log start'
 *   export DATABASE_URL=postgres://postgres@127.0.0.1:5499/postgres (+ the server variables above) and
 *   node scripts/tsx-retry.mjs scripts/setup-db.ts; npx next start -p 3224 &
 *   BENCH_URL=http://127.0.0.1:3224 node scripts/tsx-retry.mjs bench/leads-faults.ts pgdown
 * (PG_DATA, PG_PORT, PG_AS (postgres when root), RATE (20), BEFORE_S (10), PG_DOWN_S (20), AFTER_S (30)). The bench stops
 * and starts that cluster itself with pg_ctl.
 *
 * restart — the bench starts and kills the server itself: with the server variables above exported,
 *   BENCH_URL=http://127.0.0.1:3224 BENCH_START="npx next start -p 3224" node scripts/tsx-retry.mjs bench/leads-faults.ts restart
 * (LEADS (50), WAIT_S (300)). Nothing may listen on the port before it starts.
 */
import { pgDown } from './leads/pgdown'
import { restart } from './leads/restart'
import { RUN, leads, pct, post, sleep, smtp } from './leads/client'

async function smtpDown() {
  const downS = Number(process.env.DOWN_S ?? 60)
  const rate = Number(process.env.RATE ?? 50)
  const refusing = { on: true }
  const mail = await smtp(refusing)
  const answered: { email: string; status: number; ms: number }[] = []
  const pending: Promise<void>[] = []
  const started = Date.now()
  for (let i = 0; Date.now() - started < downS * 1000; i++) {
    const email = `${RUN}-${i}@bench.example`
    pending.push(post(email).then((r) => void answered.push({ email, ...r })))
    await sleep(Math.max(0, started + ((i + 1) * 1000) / rate - Date.now()))
  }
  await Promise.all(pending)
  refusing.on = false
  const acked = answered.filter((a) => a.status === 200)
  const stored = await leads(`where[message][like]=${RUN}`)
  const storedEmails = new Set(stored.docs.map((d) => d.email))
  const missing = acked.filter((a) => !storedEmails.has(a.email)).length
  const status = Object.entries(
    answered.reduce<Record<number, number>>((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {}),
  )
  console.log(
    `SMTP down ${downS} s at ${rate} posts/s: ${answered.length} posts, status ${status.map(([s, c]) => `${s}×${c}`).join(' ')}, p50 ${pct(
      answered.map((a) => a.ms),
      0.5,
    ).toFixed(0)} ms, p95 ${pct(
      answered.map((a) => a.ms),
      0.95,
    ).toFixed(0)} ms`,
  )
  console.log(`  acknowledged ${acked.length}, stored ${stored.totalDocs}, acknowledged but missing ${missing}`)
  const waitS = Number(process.env.WAIT_S ?? 600)
  const back = Date.now()
  let delivered = 0
  while (Date.now() - back < waitS * 1000) {
    delivered = (await leads(`where[message][like]=${RUN}&where[delivery_state][equals]=delivered`)).totalDocs
    if (delivered >= stored.totalDocs) break
    await sleep(5000)
  }
  const perEmail = new Map<string, number>()
  for (const raw of mail.received)
    for (const a of acked) if (raw.includes(a.email)) perEmail.set(a.email, (perEmail.get(a.email) ?? 0) + 1)
  const dupes = [...perEmail.values()].filter((c) => c > 1).length
  console.log(
    `  SMTP back: ${delivered}/${stored.totalDocs} delivered after ${((Date.now() - back) / 1000).toFixed(0)} s (no post needed), ${mail.received.length} emails received, ${dupes} leads emailed twice`,
  )
  mail.close()
  return missing === 0 && delivered >= stored.totalDocs
}

async function retries() {
  const key = `${RUN}-idem-key`
  const email = `${RUN}-idem@bench.example`
  const concurrent = await Promise.all(Array.from({ length: 20 }, () => post(email, {}, { 'idempotency-key': key })))
  const sequential: { status: number; ms: number }[] = []
  for (let i = 0; i < 20; i++) sequential.push(await post(email, {}, { 'idempotency-key': key }))
  const stored = (await leads(`where[email][equals]=${encodeURIComponent(email)}`)).totalDocs
  const ok = [...concurrent, ...sequential].filter((r) => r.status === 200).length
  console.log(
    `Retries with one Idempotency-Key: 40 posts (20 at once, 20 in a row), ${ok} answered 200, ${stored} lead stored, ${stored - 1} duplicates`,
  )
  return stored === 1
}

async function captchaDown() {
  const results: { status: number; ms: number }[] = []
  for (let i = 0; i < 40; i++)
    results.push(
      await post(`${RUN}-nocaptcha-${i}@bench.example`, {
        recaptcha_response: '',
        captcha_status: 'unavailable',
        website: '',
        form_elapsed_ms: '8000',
      }),
    )
  const trapped = await post(`${RUN}-trap@bench.example`, {
    recaptcha_response: '',
    captcha_status: 'unavailable',
    website: 'spam',
    form_elapsed_ms: '8000',
  })
  const stored = (await leads(`where[email][like]=${RUN}-nocaptcha&where[review_reason][equals]=captcha-unavailable`))
    .totalDocs
  const by = (s: number) => results.filter((r) => r.status === s).length
  console.log(
    `Captcha down: 40 tokenless posts → ${by(200)} stored-and-answered 200 (stored ${stored}), ${by(429)} refused 429 at the hourly cap; honeypot → ${trapped.status}; p95 ${pct(
      results.map((r) => r.ms),
      0.95,
    ).toFixed(0)} ms`,
  )
  return stored === by(200) && trapped.status === 403
}

const which = process.argv[2]
const benches: Record<string, () => Promise<boolean>> = {
  smtp: smtpDown,
  retries,
  captcha: captchaDown,
  pgdown: pgDown,
  restart,
}
/** With no name: the three that need nothing but the server (pgdown and restart need their own setup, above). */
const chosen = which ? [which] : ['smtp', 'retries', 'captcha']
if (chosen.some((c) => !benches[c]))
  throw new Error(`unknown bench ${which}; one of ${Object.keys(benches).join(', ')}`)
let ok = true
for (const name of chosen) ok = (await benches[name]()) && ok
process.exit(ok ? 0 : 1)
