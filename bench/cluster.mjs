#!/usr/bin/env node
// Figures of the local cluster (scripts/cluster.mjs, running): cached-page throughput through nginx over every
// instance against nginx over the first instance alone, then the time from a publish on instance A (the CMS's
// REST API, as the demo editor) to the change on instance B, several times, in phases (REDIS_URL, REDIS_KEY_PREFIX:
// the cluster's, default cluster:).
//   node bench/cluster.mjs [--port 3320] [--instances 2] [--seconds 10] [--connections 20] [--publishes 5] [--publish-only]
import { clusterPlan } from '../scripts/cluster-plan.mjs'
import { measure } from './load.mjs'
import Redis from 'ioredis'
import { editorOn } from './cluster-publish.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const plan = clusterPlan({ instances: option('instances', 2), port: option('port', 3320) })
const seconds = option('seconds', 10)
const connections = option('connections', 20)
const publishes = option('publishes', 5)
const at = (port, path = '') => `http://127.0.0.1:${port}${path}`

if (!args.includes('--publish-only'))
  console.log(`Cached page /fr · ${connections} keep-alive connections · ${seconds} s each`)
if (!args.includes('--publish-only'))
  console.log(
    'through nginx over'.padEnd(28),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    ' statuses',
  )
for (const [label, port] of args.includes('--publish-only')
  ? []
  : [
      [`${plan.instancePorts.length} instances`, plan.port],
      ['1 instance', plan.singlePort],
    ]) {
  for (let i = 0; i < 4; i++) await fetch(at(port, '/fr')).then((r) => r.arrayBuffer()) // every instance has it cached
  const r = await measure(new URL(at(port, '/fr')), { seconds, connections })
  console.log(
    label.padEnd(28),
    r.rps.toFixed(0).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    ' ',
    JSON.stringify(r.statuses),
  )
}

const [a, b] = plan.instancePorts
if (b) {
  // The shared page generation (src/infra/redis-generation.mjs), read here to tell where the time goes.
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379')
  const generationKey = `${process.env.REDIS_KEY_PREFIX || 'cluster:'}page-generation`
  const editor = await editorOn(at(a))
  const original = await editor.heroTitle()
  const runs = []
  for (let i = 0; i < publishes; i++) {
    for (let j = 0; j < 2; j++) await fetch(at(b, '/en')).then((r) => r.arrayBuffer()) // B has the page cached
    runs.push(await publishPhases(editor, redis, generationKey, at(b), `Published on A, ${new Date().toISOString()}`))
    await new Promise((r) => setTimeout(r, 500))
  }
  await editor.publishHeroTitle(original)
  redis.disconnect()
  const median = (k) => {
    const v = runs
      .map((r) => r[k])
      .filter((x) => x != null)
      .sort((x, y) => x - y)
    return v.length ? `${v[Math.floor(v.length / 2)].toFixed(0)} ms (max ${v.at(-1).toFixed(0)})` : 'never'
  }
  console.log(`\nPublish on A (${at(a)}) → visible on B (${at(b)}), /en, ${publishes} times (goal ≤ 1000 ms), medians:`)
  console.log(`  A's publish request (PATCH, as the admin sends it)        ${median('request')}`)
  console.log(`  A's response → new page generation in Redis               ${median('bumped')}`)
  console.log(`  new generation → B serves the change (B's poll + render)  ${median('rendered')}`)
  console.log(`  A's response → B serves the change                        ${median('afterResponse')}`)
  console.log(`  publish sent → B serves the change                        ${median('total')}`)
}

/** One publish on A, timed in phases against the shared generation; B is polled every 5 ms. */
async function publishPhases(editor, redis, key, origin, title) {
  const before = await redis.get(key)
  const sent = performance.now()
  let answered = null
  let bumped = null
  const publishing = editor.publishHeroTitle(title).then(() => {
    answered = performance.now()
  })
  const watching = (async () => {
    while (bumped == null && performance.now() - sent < 10_000) {
      if ((await redis.get(key)) !== before) bumped = performance.now()
      else await new Promise((r) => setTimeout(r, 2))
    }
  })()
  let seen = null
  while (seen == null && performance.now() - sent < 10_000) {
    const html = await (await fetch(`${origin}/en`)).text()
    if (html.includes(title)) seen = performance.now()
    else await new Promise((r) => setTimeout(r, 5))
  }
  await Promise.all([publishing, watching])
  const span = (from, to) => (from == null || to == null ? null : to - from)
  return {
    request: span(sent, answered),
    bumped: span(answered, bumped),
    rendered: span(bumped, seen),
    afterResponse: span(answered, seen),
    total: span(sent, seen),
  }
}
