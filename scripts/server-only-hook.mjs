// Loaded by scripts/tsx-retry.mjs (node --import). The `server-only` marker throws unless the
// `react-server` export condition is set, which only Next.js's server bundles set: a client
// bundle that reaches a database module fails the build. Scripts (seed, import, bench, outbox)
// run in plain Node, outside React, where there is no client to guard against: resolve the
// marker to an empty module here rather than turning on `react-server` for every package
// (which would load React's server build).
import { register } from 'node:module'

const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: 'data:text/javascript,', format: 'module', shortCircuit: true } : next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)
