import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpGeneration } from '@/infra/page-generation'
import { checkHost } from './site-gate'

/** With REDIS_URL, the gate's memory follows the generation every instance shares (decision 0022). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL)
  const socket = connect(Number(u.port || 6379), u.hostname, () => {
    socket.end()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
})

let server: Server
let port = ''
let sites = new Set<string>()
let asked = 0
const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX }
beforeAll(async () => {
  server = createServer((req, res) => {
    asked += 1
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ site: sites.has(String(req.headers['x-site-host'])) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = String((server.address() as AddressInfo).port)
  process.env.INTERNAL_ORIGIN = `http://127.0.0.1:${port}`
  Object.assign(process.env, { REDIS_URL, REDIS_KEY_PREFIX: `site-gate-test-${process.pid}:` })
})
afterAll(async () => {
  delete process.env.INTERNAL_ORIGIN
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  await new Promise((resolve) => server.close(resolve))
})

const check = (host: string) => checkHost(host, port, { 'x-site-host': host })

describe.skipIf(!redisUp)('the site gate with a shared generation', () => {
  it('turns a domain away once another instance has taken it off its site (a new shared generation)', async () => {
    sites = new Set(['ancien.localhost'])
    expect(await check('ancien.localhost')).toBe('site')
    sites = new Set()
    expect(await check('ancien.localhost')).toBe('site') // remembered while the sites are unchanged
    await bumpGeneration() // what another instance's save does: the Redis key changes, the file here does not
    await new Promise((r) => setTimeout(r, 300)) // the announcement, or the next read at most 100 ms later
    expect(await check('ancien.localhost')).toBe('none')
  })
})

describe('the site gate while Redis is unreachable', () => {
  it('still tells hosts apart, asking the app each time instead of trusting what it remembered', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1' // nothing listens there
    try {
      sites = new Set(['agence.localhost'])
      asked = 0
      expect(await check('agence.localhost')).toBe('site')
      expect(await check('agence.localhost')).toBe('site')
      expect(await check('inconnu.localhost')).toBe('none')
      expect(asked).toBe(3)
    } finally {
      process.env.REDIS_URL = REDIS_URL
    }
  })
})
