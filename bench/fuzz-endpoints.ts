/**
 * Fuzz bench (issue 11): fast-check cases against a real running server, FUZZ_RUNS (10,000) per public endpoint.
 *
 * Serve a build (high lead limit, a trusted proxy so each case can have its own address):
 *   bash /work/e2e-serve.sh . 3224   (or by hand: CONTENT_API_KEY=test-content-api-key TRUSTED_PROXIES=1 LEADS_RATE_LIMIT_MAX=1000000
 *   LEADS_UNVERIFIED_PER_HOUR=1000000 npx next start -p 3224; e2e-serve.sh sets LEADS_RATE_LIMIT_MAX=60: restart with it raised)
 * then:
 *   BENCH_URL=http://127.0.0.1:3224 node scripts/tsx-retry.mjs bench/fuzz-endpoints.ts [endpoint…]
 * Endpoints: properties tooltip search-filters municipalities members articles page-api contact pages, rest-<collection> for
 * each collection of the Payload config (src/collections/rest-collections.ts), graphql, methods (any method on any path), files (the folders of files) (default: all).
 * FUZZ_RUNS (10000), FUZZ_CONCURRENCY (4), FUZZ_TIMEOUT_MS (15000), FUZZ_SEED (a number; each case's seed is FUZZ_SEED + its index).
 * Asserts: no 5xx, no hang (a request over FUZZ_TIMEOUT_MS fails), every 4xx where the endpoint validates input names the
 * field or parameter. Prints cases, a status histogram (-1: answer headers over fetch's 16 kB limit), p50/p95/max latency and each failure with its seed; exits 1 on a failure.
 * Replay one failure: FUZZ_SEED=<case seed> FUZZ_RUNS=1 … bench/fuzz-endpoints.ts <endpoint>
 */
import fc from 'fast-check'
import { endpoints, type Case, type Endpoint } from './fuzz/endpoints'
import { send } from './fuzz/send'

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3224').replace(/\/+$/, '')
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4)
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 15_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000)
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

type Failure = { seed: number; why: string; request: string }

/**
 * Each case from its own client address (the server trusts one proxy: TRUSTED_PROXIES=1), unless the case sets
 * one: from one address, the anonymous API limits (decision 0029) answer most REST and GraphQL cases 429 before
 * the code under test runs. 10.x.y.z from the case's seed (consecutive seeds, distinct addresses).
 */
const withAddress = (c: Case, seed: number): Case =>
  Object.keys(c.headers).some((h) => h.toLowerCase() === 'x-forwarded-for')
    ? c
    : {
        ...c,
        headers: { 'x-forwarded-for': `10.${(seed >>> 16) & 255}.${(seed >>> 8) & 255}.${seed & 255}`, ...c.headers },
      }

async function runCase(c: Case, seed: number, e: Endpoint): Promise<{ status: number; ms: number; failure?: Failure }> {
  const t = performance.now()
  const request = `${c.method} ${c.path} ${JSON.stringify(c.headers)} ${typeof c.body === 'string' ? c.body.slice(0, 200) : c.body instanceof Uint8Array ? `[${c.body.byteLength} bytes]` : c.body ? '[form-data]' : ''}`
  try {
    const res = await send(BASE, withAddress(c, seed), TIMEOUT_MS)
    const text = await res.text()
    const ms = performance.now() - t
    // 431/414: Node's HTTP server refuses an over-long request line before the app sees it (a refusal, no field to name).
    const why =
      res.status >= 500
        ? `answered ${res.status}: ${text.slice(0, 200)}`
        : res.status === 431 || res.status === 414
          ? null
          : e.check(res.status, text, c, res.headers)
    return { status: res.status, ms, failure: why ? { seed, why, request } : undefined }
  } catch (err) {
    const ms = performance.now() - t
    // The answer came but its headers pass undici's 16 kB limit (a redirect echoing a 10 kB query in Location and
    // Next's Refresh header): not a 5xx nor a hang; counted under status -1, not a failure.
    if ((err as { cause?: { code?: string } }).cause?.code === 'UND_ERR_HEADERS_OVERFLOW') return { status: -1, ms }
    const why =
      (err as Error).name === 'TimeoutError'
        ? `no answer within ${TIMEOUT_MS} ms (hang)`
        : `request failed: ${(err as Error).message}`
    return { status: 0, ms, failure: { seed, why, request } }
  }
}

async function fuzz(e: Endpoint): Promise<boolean> {
  const statuses: Record<number, number> = {}
  const times: number[] = []
  const failures: Failure[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    for (let i = next++; i < RUNS; i = next++) {
      const seed = SEED + i
      const [c] = fc.sample(e.arbitrary, { seed, numRuns: 1 })
      const r = await runCase(c, seed, e)
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
      times.push(r.ms)
      if (r.failure) failures.push(r.failure)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  times.sort((a, b) => a - b)
  const histogram = Object.entries(statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')
  const secs = (performance.now() - started) / 1000
  console.log(
    `${e.name.padEnd(15)} ${RUNS} cases in ${secs.toFixed(0)} s: ${histogram}; p50 ${pct(times, 0.5).toFixed(0)} ms, p95 ${pct(times, 0.95).toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms; ${failures.length} failures`,
  )
  // 5xx first (the bugs), then hangs and unnamed refusals; FUZZ_SHOW of them (10).
  failures.sort((a, b) => Number(b.why.startsWith('answered 5')) - Number(a.why.startsWith('answered 5')))
  for (const f of failures.slice(0, Number(process.env.FUZZ_SHOW ?? 10)))
    console.log(`  FAIL seed ${f.seed}: ${f.why}\n    ${f.request.slice(0, 400)}`)
  return failures.length === 0
}

const wanted = process.argv.slice(2)
const chosen = (await endpoints(BASE)).filter((e) => !wanted.length || wanted.includes(e.name))
console.log(
  `Fuzzing ${BASE}: ${chosen.map((e) => e.name).join(', ')}; ${RUNS} cases each, ${CONCURRENCY} at a time, seed ${SEED}`,
)
let ok = true
for (const e of chosen) ok = (await fuzz(e)) && ok
process.exit(ok ? 0 : 1)
