/**
 * PostgreSQL stopped mid-load (issue 11): leads posted at RATE/s; after BEFORE_S the bench stops a PRIVATE cluster
 * (PG_DATA, never the machine's shared PostgreSQL) for PG_DOWN_S, starts it again, keeps posting AFTER_S.
 * Figures: answers while down (503 in the visitor's language), acknowledged leads missing afterwards, time to the
 * first 2xx once PostgreSQL is back, and whether the server process is the same one (no app restart).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { BASE, RUN, histogram, leads, pct, post, sleep, type Posted } from './client'

const DATA = process.env.PG_DATA ?? '/tmp/pgbench-data'
const PORT = Number(process.env.PG_PORT ?? 5499)
const AS = process.env.PG_AS ?? (process.getuid?.() === 0 ? 'postgres' : '')
const pgBin = () =>
  process.env.PG_BIN ??
  spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).stdout.trim()
const message = (locale: 'fr' | 'en') =>
  (
    JSON.parse(readFileSync(`src/i18n/messages/${locale}.json`, 'utf8')) as {
      LeadForms: { errors: Record<string, string> }
    }
  ).LeadForms.errors.serviceUnavailable

function pgCtl(args: string): void {
  const cmd = `${pgBin()}/pg_ctl -D ${DATA} ${args}`
  const r = AS
    ? spawnSync('su', [AS, '-s', '/bin/bash', '-c', cmd], { encoding: 'utf8' })
    : spawnSync('bash', ['-c', cmd], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`)
}

/** The process listening on the server's port (the same one before and after: no restart). */
const serverPid = () =>
  spawnSync('bash', ['-c', `fuser -n tcp ${new URL(BASE).port} 2>/dev/null`], { encoding: 'utf8' }).stdout.trim()

type Sent = Posted & { email: string; locale: 'fr' | 'en'; sentAt: number }

export async function pgDown(): Promise<boolean> {
  const rate = Number(process.env.RATE ?? 20)
  const [beforeS, downS, afterS] = [
    Number(process.env.BEFORE_S ?? 10),
    Number(process.env.PG_DOWN_S ?? 20),
    Number(process.env.AFTER_S ?? 30),
  ]
  const pidBefore = serverPid()
  const sent: Sent[] = []
  const pending: Promise<void>[] = []
  const marks = { stopAsked: 0, stopped: 0, startAsked: 0, started: 0 }
  const started = Date.now()
  const total = beforeS + downS + afterS
  const control = (async () => {
    await sleep(beforeS * 1000)
    marks.stopAsked = Date.now()
    pgCtl('stop -m fast -w')
    marks.stopped = Date.now()
    await sleep(downS * 1000)
    marks.startAsked = Date.now()
    pgCtl(`-o "-p ${PORT} -k /tmp" -l ${DATA}.log start -w`)
    marks.started = Date.now()
  })()
  for (let i = 0; Date.now() - started < total * 1000; i++) {
    const locale = i % 2 ? 'en' : 'fr'
    const email = `${RUN}-pg-${i}@bench.example`
    const sentAt = Date.now()
    pending.push(
      post(email, { locale }, { 'content-language': locale, 'idempotency-key': `${RUN}-pg-${i}` }).then(
        (r) => void sent.push({ ...r, email, locale, sentAt }),
      ),
    )
    await sleep(Math.max(0, started + ((i + 1) * 1000) / rate - Date.now()))
  }
  await control
  await Promise.all(pending)
  const down = sent.filter((s) => s.sentAt >= marks.stopped && s.at <= marks.startAsked)
  const wrongWords = down.filter((s) => s.status === 503 && s.body?.message !== message(s.locale)).length
  const after = sent.filter((s) => s.sentAt >= marks.started).sort((a, b) => a.at - b.at)
  const firstOk = after.find((s) => s.status === 200)
  await sleep(3000)
  const acked = sent.filter((s) => s.status === 200)
  const stored = new Set((await leads(`where[message][like]=${RUN}`)).docs.map((d) => d.email))
  const missing = acked.filter((a) => !stored.has(a.email)).length
  const notAcked = sent.filter((s) => s.status !== 200 && stored.has(s.email)).length
  const pidAfter = serverPid()
  const phase = (list: Sent[]) =>
    `${histogram(list.map((s) => s.status))} (p95 ${pct(
      list.map((s) => s.ms),
      0.95,
    ).toFixed(0)} ms)`
  console.log(
    `PostgreSQL stopped mid-load: ${sent.length} posts at ${rate}/s; stopped at ${((marks.stopped - started) / 1000).toFixed(1)} s for ${((marks.started - marks.stopped) / 1000).toFixed(1)} s`,
  )
  console.log(`  before: ${phase(sent.filter((s) => s.at < marks.stopAsked))}`)
  console.log(`  while down: ${phase(down)}; 503 bodies not in the visitor's language: ${wrongWords}`)
  console.log(
    `  after restart of PostgreSQL: ${phase(after)}; first 2xx ${firstOk ? `${((firstOk.at - marks.started) / 1000).toFixed(1)} s after it was back` : 'never'}`,
  )
  console.log(
    `  acknowledged ${acked.length}, acknowledged but missing ${missing}, stored though refused ${notAcked}; server pid ${pidBefore} → ${pidAfter}${pidBefore === pidAfter ? ' (no restart)' : ' (RESTARTED)'}`,
  )
  const downOk = down.length > 0 && down.every((s) => s.status === 503)
  return missing === 0 && wrongWords === 0 && downOk && Boolean(firstOk) && pidBefore === pidAfter
}
