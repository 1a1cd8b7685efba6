import { get } from 'node:http'
import { describe, expect, it } from 'vitest'
import { axeViolations, BASE_URL, newPage, open, fileBrowser } from './helpers/browser'

/** Issue 17: the browser's host picks the site (browsers resolve *.localhost to this machine). */
const on = (host: string, path: string) => {
  const u = new URL(path, BASE_URL)
  u.hostname = host
  return u.toString()
}

/** A GET's status on another host of this server (Node's fetch neither resolves *.localhost nor lets Host be set). */
const statusOn = (host: string, path: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    const url = new URL(path, BASE_URL)
    get(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      res.resume()
      resolve(res.statusCode)
    }).on('error', reject)
  })

const textOn = (host: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    const url = new URL(path, BASE_URL)
    get(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      let body = ''
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => {
          body += chunk
        })
        .on('end', () => resolve(body))
    }).on('error', reject)
  })

const browser = fileBrowser()

describe('sites chosen by host', () => {
  it('shows the agency its own home page on agence.localhost, and the broker’s on 127.0.0.1', async () => {
    const page = await newPage(browser())
    expect((await open(page, on('agence.localhost', '/fr')))?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Immobilier Boréal, agence immobilière' }).waitFor()
    expect((await open(page, on('agence.localhost', '/en/agency')))?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Our agency' }).waitFor()
    expect((await open(page, '/fr'))?.status()).toBe(200)
    expect(await page.getByRole('heading', { name: 'Immobilier Boréal, agence immobilière' }).count()).toBe(0)
    await page.context().close()
  })

  it('gives the agency its own logo and “contact us”, and every link of its header and footer leads to one of its pages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const page = await newPage(browser())
      await open(page, on('agence.localhost', `/${locale}`))
      const banner = page.getByRole('banner')
      const home = banner.getByRole('link', {
        name: `${locale === 'fr' ? 'Accueil' : 'Home'} — Immobilier Boréal — Agence`,
      })
      expect(await home.locator('img').first().getAttribute('src')).toContain('logo-agence-clair')
      expect(await page.locator('header img[src*="logo-clair"], footer img[src*="logo-clair"]').count()).toBe(0)
      await banner
        .getByRole('link', { name: locale === 'fr' ? 'Nous joindre' : 'Contact us' })
        .first()
        .waitFor({ state: 'attached' })
      const hrefs = await page
        .locator('header a[href^="/"], footer a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      const paths = [...new Set(hrefs.map((h) => h.split('#')[0]))].filter((h) => h.startsWith(`/${locale}`))
      expect(paths.length).toBeGreaterThan(5)
      for (const path of paths) expect(await statusOn('agence.localhost', path), path).toBe(200)
      // "Contact us" leads to the agency's form.
      await open(page, on('agence.localhost', `/${locale}/contact`))
      await page.getByRole('heading', { name: locale === 'fr' ? 'Écrivez-nous' : 'Write to us' }).waitFor()
      await page.getByRole('button', { name: locale === 'fr' ? 'Envoyer' : 'Send' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
  })

  it('answers 200 for every page, profile and post each site’s sitemap lists', async () => {
    for (const host of ['localhost', 'agence.localhost']) {
      const xml = await textOn(host, '/sitemaps/pages.xml')
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
      expect(paths.length, host).toBeGreaterThan(20)
      for (const path of paths) expect(await statusOn(host, path), `${host}${path}`).toBe(200)
    }
  })

  it('does not show one site’s page through the other’s host', async () => {
    const page = await newPage(browser())
    expect((await page.goto(on('agence.localhost', '/fr/a-propos')))?.status()).toBe(404)
    expect((await page.goto('/fr/agence'))?.status()).toBe(404)
    await page.context().close()
  })

  it('answers a host that names no site with a plain 404 in the path’s language', async () => {
    const page = await newPage(browser())
    const fr = await page.goto(on('inconnu.localhost', '/fr/a-propos'))
    expect(fr?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    await page.getByRole('heading', { level: 1, name: 'Site introuvable' }).waitFor()
    expect((await page.goto(on('inconnu.localhost', '/en')))?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Site not found' }).waitFor()
    expect((await page.goto(on('inconnu.localhost', '/')))?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    await page.context().close()
  })
})

describe('each site shows its own listings (decision 0025)', () => {
  const countOf = async (url: string) => {
    const page = await newPage(browser(), { viewport: { width: 1440, height: 900 }, javaScriptEnabled: false })
    expect((await page.goto(url))?.status()).toBe(200)
    const text = (await page.locator('.results__count').innerText()).trim()
    await page.context().close()
    return Number(text.replace(/\D/g, ''))
  }

  it('the broker’s search page counts its own listings, fewer than the agency’s', async () => {
    const broker = await countOf('/fr/proprietes')
    const agency = await countOf(on('agence.localhost', '/fr/proprietes'))
    expect(broker).toBeGreaterThan(0)
    expect(agency).toBeGreaterThan(broker)
  })
})
