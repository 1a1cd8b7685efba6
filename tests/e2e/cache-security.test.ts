import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, desktop, fetchRaw, newPage, phone, waitForHydration, fileBrowser } from './helpers/browser'
import { loginEditor } from './helpers/leads'
import { homePageId } from './helpers/home-page'

/** Pages served from the proxy's cache (decision 0012) and the security findings of issue 12. */
const browser = fileBrowser()

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null
const get = async (path: string, headers: Record<string, string> = {}) => {
  const r = await fetchRaw(path, headers)
  return {
    status: r.status,
    cache: r.headers.get('x-page-cache'),
    csp: r.headers.get('content-security-policy'),
    type: r.headers.get('content-type') ?? '',
    body: await r.text(),
  }
}

describe('cached pages', () => {
  it('answer the second visit from the cache, each response with its own nonce in the header and the scripts', async () => {
    await get('/en/contact')
    const a = await get('/en/contact')
    const b = await get('/en/contact')
    expect(a.cache).toBe('hit')
    expect(a.status).toBe(200)
    const [na, nb] = [nonceOf(a.csp), nonceOf(b.csp)]
    expect(na && nb && na !== nb).toBe(true)
    expect(a.csp).toContain("'strict-dynamic'")
    expect(a.csp).not.toContain("unsafe-inline' 'nonce") // no inline-script escape hatch in script-src
    expect(a.body).toContain(`nonce="${na}"`)
    expect(b.body).not.toContain(`nonce="${na}"`)
  })

  it('keep the exact statuses of decision 0001 (403, 410, 404, 301, 302) when served from the cache', async () => {
    for (const [path, status] of [
      ['/fr/espace-courtiers', 403],
      ['/fr/promotion-printemps-2024', 410],
      ['/fr/nulle-part-xyz', 404],
      ['/fr/accueil', 301],
      ['/fr/evaluation', 302],
    ] as const) {
      await get(path)
      const again = await fetchRaw(path)
      expect([path, again.status]).toEqual([path, status])
      if (status < 400) expect(new URL(again.headers.get('location') ?? '', BASE_URL).host).toBe(new URL(BASE_URL).host)
    }
  })

  it('render a query (filters, edit mode) per request, not from the cache', async () => {
    const r = await get('/fr/proprietes?ville=montreal')
    expect(r.status).toBe(200)
    expect(r.cache).toBe('bypass')
    expect(nonceOf(r.csp)).not.toBeNull()
  })

  for (const [label, options] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it(`block an inline script injected into a cached page, while the page's own scripts run (${label})`, async () => {
      await get('/fr/a-propos')
      const page = await newPage(browser(), options)
      const violations: string[] = []
      await page.exposeFunction('reportViolation', (d: string) => violations.push(d))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportViolation(d: string): void }).reportViolation(e.violatedDirective),
        )
      })
      await page.route('**/fr/a-propos', async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>')
        await route.fulfill({ response, body: html })
      })
      const response = await page.goto('/fr/a-propos')
      expect(response?.headers()['x-page-cache']).toBe('hit')
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false)
      expect(violations.some((d) => d.startsWith('script-src'))).toBe(true)
      await page.context().close()
    })
  }
})

describe('publishing', () => {
  let token = ''
  let pageId = 0
  let original = ''
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${BASE_URL}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
    })
  const content = async () =>
    ((await (await api(`/pages/${pageId}?locale=fr&depth=0`)).json()) as { content: Array<{ main_title?: string }> })
      .content
  const publishTitle = async (title: string) => {
    const blocks = await content()
    blocks[0].main_title = title
    const r = await api(`/pages/${pageId}?locale=fr`, {
      method: 'PATCH',
      body: JSON.stringify({ content: blocks, _status: 'published' }),
    })
    expect(r.status).toBe(200)
  }
  beforeAll(async () => {
    token = await loginEditor()
    pageId = await homePageId(token)
    original = (await content())[0].main_title ?? ''
  })
  afterAll(async () => {
    if (original) await publishTitle(original)
  })

  it('shows on the very next request of a cached page', async () => {
    await get('/fr')
    const before = await get('/fr')
    expect(before.cache).toBe('hit')
    expect(before.body).toContain(original)
    await publishTitle('Une maison à votre image, tout de suite')
    const after = await get('/fr')
    expect(after.cache).toBe('miss')
    expect(after.body).toContain('Une maison à votre image, tout de suite')
    expect((await get('/fr')).cache).toBe('hit')
  })
})

describe('no way around the proxy (issue 12, finding 1)', () => {
  it('odd paths ending in .x carry the CSP and the real status', async () => {
    const about = await get('/fr/a-propos%3F.x')
    expect(nonceOf(about.csp)).not.toBeNull()
    const forbidden = await get('/fr/espace-courtiers%3F.x')
    expect(forbidden.status).toBe(403)
    expect(nonceOf(forbidden.csp)).not.toBeNull()
  })

  it('every folder of public/ is served as files (200), not as pages', async () => {
    for (const folder of readdirSync('public', { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const file = readdirSync(`public/${folder.name}`, { recursive: true, withFileTypes: true }).find((d) =>
        d.isFile(),
      )!
      const path = `/${relative('public', join(file.parentPath, file.name))}`
      expect((await fetchRaw(path)).status, path).toBe(200)
    }
  })

  it('a forged draft-mode cookie does not turn 403, 410 and 404 into 200 (finding 2)', async () => {
    const cookie = { cookie: '__prerender_bypass=forged' }
    expect((await fetchRaw('/fr/espace-courtiers', cookie)).status).toBe(403)
    expect((await fetchRaw('/fr/promotion-printemps-2024', cookie)).status).toBe(410)
    expect((await fetchRaw('/fr/nulle-part-xyz', cookie)).status).toBe(404)
  })
})

describe('undecodable paths answer 400 (finding 3)', () => {
  it("the error page in the path's language, with the CSP", async () => {
    const fr = await get('/fr/%C0%AF')
    expect(fr.status).toBe(400)
    expect(fr.body).toContain('Requête invalide')
    expect(nonceOf(fr.csp)).not.toBeNull()
    const en = await get('/en/%C0%AF')
    expect(en.status).toBe(400)
    expect(en.body).toContain('Bad request')
    expect(en.body).not.toContain('Requête invalide')
  })

  it('JSON under /api', async () => {
    for (const path of ['/api/pages/%C0%AF', '/api/swc/demo/property/%C0%AF/tooltip']) {
      const r = await get(path)
      expect([path, r.status]).toEqual([path, 400])
      expect(r.type).toContain('application/json')
      expect(JSON.parse(r.body).errors[0].message).toBeTruthy()
    }
  })
})
