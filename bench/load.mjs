// Requests per second and latency percentiles of one URL: `connections` keep-alive connections for `seconds`
// (no dependency: Node's http agent); `host` sends another Host header. Shared by bench/throughput.mjs,
// bench/cluster.mjs and bench/graphql-aliases.mjs.
import http from 'node:http'

export function measure(url, { seconds = 10, connections = 10, encoding = 'gzip, br', host } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies = []
  const statuses = new Map()
  const until = Date.now() + seconds * 1000
  const one = () =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint()
      let settled = false
      const settle = (status) => {
        if (settled) return
        settled = true
        if (status !== 'error') latencies.push(Number(process.hrtime.bigint() - t0) / 1e6)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        resolve()
      }
      const req = http.get(
        url,
        { agent, headers: { 'accept-encoding': encoding, ...(host ? { host } : {}) } },
        (res) => {
          res.on('data', () => {})
          res.on('end', () => settle(res.statusCode))
          res.on('close', () => settle(res.complete ? res.statusCode : 'error')) // a server that dies mid-answer
        },
      )
      req.on('error', () => settle('error'))
    })
  const worker = async () => {
    while (Date.now() < until) await one()
  }
  const started = Date.now()
  return Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy()
    const elapsed = (Date.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const pct = (p) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN
    return { rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), statuses: Object.fromEntries(statuses) }
  })
}
