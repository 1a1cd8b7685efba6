import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bumpGeneration } from '@/infra/page-generation'
import { checkHost, noSitePage } from './site-gate'

/** A stand-in for the app's /api/route-status?site=1: which hosts name a site, and whether it answers. */
let server: Server
let port = ''
let asked = 0
let sites = new Set(['agence.localhost'])
beforeAll(async () => {
  process.env.PAGE_CACHE_GENERATION_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'site-gate-')), 'generation')
  server = createServer((req, res) => {
    asked += 1
    const host = req.headers['x-site-host']
    if (host === 'panne.example') return void res.writeHead(500).end()
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(sites.has(String(host)) ? { site: true } : { status: 404, location: null, site: false }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = String((server.address() as AddressInfo).port)
  process.env.INTERNAL_ORIGIN = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  delete process.env.INTERNAL_ORIGIN
  delete process.env.PAGE_CACHE_GENERATION_FILE
  await new Promise((resolve) => server.close(resolve))
})

const check = (host: string | null) => checkHost(host, port, host ? { 'x-site-host': host } : {})

describe('checkHost', () => {
  it('tells a host naming a site, one naming none, and one it could not check apart', async () => {
    expect(await check('agence.localhost')).toBe('site')
    expect(await check('inconnu.example')).toBe('none')
    expect(await check('panne.example')).toBe('unchecked')
    expect(await check(null)).toBe('none')
  })

  it('remembers known hosts only: an unknown host is asked about every time', async () => {
    asked = 0
    await check('agence.localhost')
    await check('inconnu.example')
    await check('inconnu.example')
    expect(asked).toBe(2)
  })

  it('forgets the hosts it knew when a new generation starts: a domain taken off its site is then turned away', async () => {
    sites = new Set(['agence.localhost', 'ancien.localhost'])
    expect(await check('ancien.localhost')).toBe('site')
    sites = new Set(['agence.localhost'])
    expect(await check('ancien.localhost')).toBe('site') // remembered until the sites change
    await bumpGeneration()
    expect(await check('ancien.localhost')).toBe('none')
  })
})

describe('noSitePage', () => {
  it('is a 404 nobody keeps, in the path’s language', async () => {
    const res = noSitePage('en', 'GET')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toContain('lang="en"')
  })
})
