#!/usr/bin/env node
// Figures of the local cluster (scripts/cluster.mjs, running): cached-page throughput through nginx over every
// instance against nginx over the first instance alone, then the time from a publish on instance A (the CMS's
// REST API, as the demo editor) to the change on instance B, several times.
//   node bench/cluster.mjs [--port 3320] [--instances 2] [--seconds 10] [--connections 20] [--publishes 5]
import { clusterPlan } from '../scripts/cluster-plan.mjs'
import { measure } from './load.mjs'
import { editorOn, publishSeenAfter } from './cluster-publish.mjs'

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

console.log(`Cached page /fr · ${connections} keep-alive connections · ${seconds} s each`)
console.log('through nginx over'.padEnd(28), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), ' statuses')
for (const [label, port] of [[`${plan.instancePorts.length} instances`, plan.port], ['1 instance', plan.singlePort]]) {
  for (let i = 0; i < 4; i++) await fetch(at(port, '/fr')).then((r) => r.arrayBuffer()) // every instance has it cached
  const r = await measure(new URL(at(port, '/fr')), { seconds, connections })
  console.log(label.padEnd(28), r.rps.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), ' ', JSON.stringify(r.statuses))
}

const [a, b] = plan.instancePorts
if (b) {
  const editor = await editorOn(at(a))
  const original = await editor.heroTitle()
  const times = []
  for (let i = 0; i < publishes; i++) {
    for (let j = 0; j < 2; j++) await fetch(at(b, '/en')).then((r) => r.arrayBuffer()) // B has the page cached
    times.push(await publishSeenAfter(editor, at(b), `Published on A, ${new Date().toISOString()}`))
    await new Promise((r) => setTimeout(r, 500))
  }
  await editor.publishHeroTitle(original)
  const seen = times.filter((t) => t != null).sort((x, y) => x - y)
  console.log(`\nPublish on A (${at(a)}) → visible on B (${at(b)}), /en, ${publishes} times (goal ≤ 1000 ms):`)
  console.log(`  each: ${times.map((t) => (t == null ? 'not seen in 10 s' : `${t.toFixed(0)} ms`)).join(', ')}`)
  if (seen.length) console.log(`  median ${seen[Math.floor(seen.length / 2)].toFixed(0)} ms · max ${seen.at(-1).toFixed(0)} ms`)
}
