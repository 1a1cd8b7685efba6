#!/usr/bin/env node
// A local cluster in one command (README, "Local cluster"): N app instances (`next start`, from the existing
// build) behind nginx, on PostgreSQL and Redis. Media: one folder on this machine that every instance uses
// (no S3 adapter yet: docs/decisions/0022).
//   node scripts/cluster.mjs [--instances 2] [--port 3320] [--fresh]
// nginx on --port balances over every instance; --port + 1 … + N are the instances themselves; --port + N + 1
// is nginx in front of the first instance alone (to compare).
// PostgreSQL: CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/courtier_cluster), created and
// seeded on first run (--fresh: dropped and made again). Redis: REDIS_URL (default redis://127.0.0.1:6379).
// Ctrl-C stops everything it started. Files (logs, nginx config, media) go to .cluster/.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import Redis from 'ioredis'
import { baseEnv, ensureContentApiKey, ensureSecret } from './env.mjs'
import { clusterPlan, nginxConfig } from './cluster-plan.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const plan = clusterPlan({ instances: option('instances', 2), port: option('port', 3320) })
const dir = path.resolve('.cluster')
const databaseUrl = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/courtier_cluster'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const children = []
const fail = (message) => {
  console.error(`cluster: ${message}`)
  stop(1)
}

function stop(code = 0) {
  // Each child leads its own process group: npx's next-server goes with it.
  for (const c of children.reverse()) if (c.exitCode == null) try { process.kill(-c.pid, 'SIGTERM') } catch {}
  setTimeout(() => process.exit(code), 500).unref()
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0))

async function prerequisites() {
  if (!existsSync('.next/BUILD_ID')) fail('no build: run `npx next build` first')
  if (spawnSync('nginx', ['-v']).status !== 0) fail('nginx is missing: apt-get install -y nginx')
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  await redis.connect().then(() => redis.ping()).catch(() => fail(`Redis does not answer at ${redisUrl}`))
  redis.disconnect()
}

/** The cluster's own database on the PostgreSQL server: created (and seeded below) when missing. */
async function database() {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  const server = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() })
  await server.connect().catch((e) => fail(`PostgreSQL does not answer (${e.message})`))
  if (args.includes('--fresh')) await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  const exists = (await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount
  if (!exists) await server.query(`CREATE DATABASE "${name}"`)
  await server.end()
  const setup = spawnSync('node', ['scripts/tsx-retry.mjs', 'scripts/setup-db.ts'], { stdio: 'inherit', env: { ...baseEnv(), DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(dir, 'media') } })
  if (setup.status !== 0) fail('database setup failed')
}

function start(name, cmd, argv, env = {}) {
  const log = path.join(dir, `${name}.log`)
  const child = spawn('sh', ['-c', `exec "$0" "$@" >> "${log}" 2>&1`, cmd, ...argv], { env: { ...baseEnv(), ...env }, stdio: 'ignore', detached: true })
  child.on('exit', (code) => { if (code) console.error(`cluster: ${name} stopped (${code}), see ${log}`) })
  children.push(child)
  return child
}

async function answers(url, ms = 180_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const r = await fetch(url, { redirect: 'manual' }).catch(() => null)
    if (r && r.status < 500) return true
    await new Promise((res) => setTimeout(res, 500))
  }
  return false
}

ensureSecret()
ensureContentApiKey()
mkdirSync(dir, { recursive: true })
await prerequisites()
await database()

const appEnv = {
  DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX || 'cluster:',
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${plan.port}`, TRUSTED_PROXIES: '1', MEDIA_DIR: path.join(dir, 'media'),
}
for (const [i, port] of plan.instancePorts.entries()) {
  start(`app-${i + 1}`, 'npx', ['next', 'start', '-p', String(port)], { ...appEnv, PORT: String(port), INTERNAL_ORIGIN: `http://127.0.0.1:${port}` })
}
rmSync(path.join(dir, 'nginx'), { recursive: true, force: true })
mkdirSync(path.join(dir, 'nginx'), { recursive: true })
writeFileSync(path.join(dir, 'nginx', 'nginx.conf'), nginxConfig(plan, path.join(dir, 'nginx')))
start('nginx', 'nginx', ['-p', path.join(dir, 'nginx'), '-c', path.join(dir, 'nginx', 'nginx.conf')])

for (const port of plan.instancePorts) if (!(await answers(`http://127.0.0.1:${port}/fr`))) fail(`instance on ${port} did not start`)
if (!(await answers(`http://127.0.0.1:${plan.port}/fr`))) fail('nginx did not start')
console.log(`
Cluster up: http://localhost:${plan.port}/fr (nginx over ${plan.instancePorts.length} instances)
  instances: ${plan.instancePorts.map((p) => `http://127.0.0.1:${p}`).join(', ')}
  nginx over the first instance only: http://127.0.0.1:${plan.singlePort}
  PostgreSQL: ${databaseUrl} · Redis: ${redisUrl} (keys ${appEnv.REDIS_KEY_PREFIX}*) · media: ${appEnv.MEDIA_DIR}
  logs: ${dir}/*.log · Ctrl-C stops it
`)
