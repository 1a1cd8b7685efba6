#!/usr/bin/env node
// A local cluster in one command (README, "Local cluster"): N app instances (`next start`, from the existing
// build) behind nginx, on PostgreSQL, Redis and a local S3-compatible server for media (docs/decisions/0022, 0026).
//   node scripts/cluster.mjs [--instances 2] [--port 3320] [--dir .cluster] [--fresh]
// nginx on --port balances over every instance; --port + 1 … + N are the instances themselves; --port + N + 1
// is nginx in front of the first instance alone (to compare); --port + N + 2 the S3 server (s3rver).
// PostgreSQL: CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/courtier_cluster), created and
// seeded on first run (--fresh: dropped and made again, with the bucket and the Redis keys). Redis: REDIS_URL
// (default redis://127.0.0.1:6379), keys under REDIS_KEY_PREFIX (default cluster:).
// An instance that dies is started again a second later (as a process manager would); --dir/instances.json
// lists each instance's port and process group. Ctrl-C stops everything it started. Logs, nginx config and the
// bucket's folder go to --dir.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import Redis from 'ioredis'
import { baseEnv, ensureContentApiKey, ensureSecret } from './env.mjs'
import { clusterPlan, nginxConfig } from './cluster-plan.mjs'
import { startLocalS3 } from './s3-local.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const plan = clusterPlan({ instances: Number(option('instances', 2)), port: Number(option('port', 3320)) })
const dir = path.resolve(option('dir', '.cluster'))
const databaseUrl = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/courtier_cluster'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const redisPrefix = process.env.REDIS_KEY_PREFIX || 'cluster:'
const bucketDir = path.join(dir, 's3')
const children = new Set()
let stopping = false
let s3 = null
function stopChildren() {
  stopping = true
  // Each child leads its own process group: npx's next-server goes with it.
  for (const c of children)
    if (c.exitCode == null)
      try {
        process.kill(-c.pid, 'SIGTERM')
      } catch {
        /* already exited */
      }
}
function fail(message) {
  console.error(`cluster: ${message}`)
  stopChildren()
  process.exit(1)
}
function stop(code = 0) {
  stopChildren()
  s3?.close().catch(() => {})
  setTimeout(() => process.exit(code), 500).unref()
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0))

async function prerequisites() {
  if (!existsSync('.next/BUILD_ID')) fail('no build: run `npx next build` first')
  if (spawnSync('nginx', ['-v']).status !== 0) fail('nginx is missing: apt-get install -y nginx')
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  await redis
    .connect()
    .then(() => redis.ping())
    .catch(() => fail(`Redis does not answer at ${redisUrl}`))
  redis.disconnect()
}

/** The cluster's own database on the PostgreSQL server; true when it was (re)made (then seeded below). */
async function database() {
  const name = new URL(databaseUrl).pathname.slice(1)
  const server = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(),
  })
  await server.connect().catch((e) => fail(`PostgreSQL does not answer (${e.message})`))
  if (args.includes('--fresh')) await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  const exists = (await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount
  if (!exists) await server.query(`CREATE DATABASE "${name}"`)
  await server.end()
  return !exists
}

/** A new database: no media from before in the bucket, nothing cached from another database in Redis. */
async function forgetPreviousRun() {
  rmSync(bucketDir, { recursive: true, force: true })
  const redis = new Redis(redisUrl)
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500)
    if (keys.length) await redis.unlink(...keys)
    cursor = next
  } while (cursor !== '0')
  redis.disconnect()
}

function start(name, cmd, argv, env = {}) {
  const log = path.join(dir, `${name}.log`)
  const child = spawn('sh', ['-c', `exec "$0" "$@" >> "${log}" 2>&1`, cmd, ...argv], {
    env: { ...baseEnv(), ...env },
    stdio: 'ignore',
    detached: true,
  })
  children.add(child)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping && (code || signal)) console.error(`cluster: ${name} stopped (${signal ?? code}), see ${log}`)
  })
  return child
}

const running = new Map()
const writeInstances = () =>
  writeFileSync(
    path.join(dir, 'instances.json'),
    JSON.stringify(
      [...running].map(([port, child]) => ({ port, pgid: child.pid })),
      null,
      2,
    ),
  )

/** One app instance, started again a second after it dies. */
function instance(i, port, env) {
  const child = start(`app-${i + 1}`, 'npx', ['next', 'start', '-p', String(port)], {
    ...env,
    PORT: String(port),
    INTERNAL_ORIGIN: `http://127.0.0.1:${port}`,
  })
  running.set(port, child)
  writeInstances()
  child.on('exit', () => {
    if (!stopping) setTimeout(() => stopping || instance(i, port, env), 1000)
  })
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
const made = await database()
if (made) await forgetPreviousRun()
else if (!existsSync(bucketDir))
  console.warn(
    'cluster: this database was seeded without the S3 server (its media are not in the bucket): --fresh makes it again',
  )
s3 = await startLocalS3({ port: plan.s3Port, directory: bucketDir })
const appEnv = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisPrefix,
  ...s3.env,
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${plan.port}`,
  TRUSTED_PROXIES: '1',
}
// Not spawnSync: the S3 server runs in this process and must answer the seed's uploads.
const setup = await new Promise((resolve) =>
  spawn('node', ['scripts/tsx-retry.mjs', 'scripts/setup-db.ts'], {
    stdio: 'inherit',
    env: { ...baseEnv(), ...appEnv },
  }).on('exit', resolve),
)
if (setup !== 0) fail('database setup failed')

for (const [i, port] of plan.instancePorts.entries()) instance(i, port, appEnv)
rmSync(path.join(dir, 'nginx'), { recursive: true, force: true })
mkdirSync(path.join(dir, 'nginx'), { recursive: true })
writeFileSync(path.join(dir, 'nginx', 'nginx.conf'), nginxConfig(plan, path.join(dir, 'nginx')))
start('nginx', 'nginx', ['-p', path.join(dir, 'nginx'), '-c', path.join(dir, 'nginx', 'nginx.conf')])

for (const port of plan.instancePorts)
  if (!(await answers(`http://127.0.0.1:${port}/fr`))) fail(`instance on ${port} did not start`)
if (!(await answers(`http://127.0.0.1:${plan.port}/fr`))) fail('nginx did not start')
console.log(`
Cluster up: http://localhost:${plan.port}/fr (nginx over ${plan.instancePorts.length} instances)
  instances: ${plan.instancePorts.map((p) => `http://127.0.0.1:${p}`).join(', ')}
  nginx over the first instance only: http://127.0.0.1:${plan.singlePort}
  PostgreSQL: ${databaseUrl} · Redis: ${redisUrl} (keys ${redisPrefix}*)
  media: bucket ${s3.bucket} on ${s3.endpoint} (s3rver, files in ${bucketDir})
  logs: ${dir}/*.log · Ctrl-C stops it
`)
