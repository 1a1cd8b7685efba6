import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, desktop, launch, onHost } from './helpers/browser'
import { loginEditor } from './helpers/leads'

/** Issue 17: an administrator creates a broker site from the agency's template in the French admin. */
let browser: Browser
let token = ''
const run = Date.now().toString(36)
const domain = `marc-${run}.localhost`
beforeAll(async () => {
  token = await loginEditor()
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL: BASE_URL, locale: 'en-US' })
  await context.addCookies([{ name: 'payload-token', value: token, domain: new URL(BASE_URL).hostname, path: '/' }])
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

async function fillNewSite(page: Page, siteId: string, domains: string) {
  await page.getByLabel('Site modèle').selectOption({ label: 'Isabelle Gagnon — Immobilier Boréal' })
  await page.getByLabel('Nom du nouveau site').fill('Marc-André Tremblay — Immobilier Boréal')
  await page.getByLabel('Identifiant du site (site_id)').fill(siteId)
  await page.getByLabel('Identifiant du microsite (microsite_id)').fill(siteId)
  await page.getByLabel('Noms de domaine (un par ligne)').fill(domains)
  await page.getByLabel('Type de site').selectOption({ label: 'Courtier' })
  await page.getByLabel('Courtier du site (facultatif)').selectOption({ label: 'Marc-André Tremblay' })
  await page.getByRole('button', { name: 'Créer le site' }).click()
}

describe('creating a site from a template in the admin', () => {
  it('starts from the sites list, creates the site in French, and the site answers on its domain', async () => {
    const page = await adminPage()
    await page.goto('/admin/collections/sites', { timeout: 60_000 })
    await page.getByRole('link', { name: 'Créer un site à partir d’un modèle' }).click()
    await page.getByRole('heading', { name: 'Nouveau site à partir d’un modèle' }).waitFor()
    await fillNewSite(page, `marc-${run}`, domain)
    const status = page.getByRole('status')
    await status
      .getByText(/Site « Marc-André Tremblay — Immobilier Boréal » créé : \d+ pages copiées\./)
      .waitFor({ timeout: 120_000 })
    expect(await status.getByText('Isabelle Gagnon → Marc-André Tremblay', { exact: true }).count()).toBe(1)

    const site = await page.context().newPage()
    expect((await site.goto(onHost(domain, '/fr')))?.status()).toBe(200)
    expect(await site.title()).toContain('Marc-André Tremblay')
    expect((await site.goto(onHost(domain, '/en/about')))?.status()).toBe(200)
    await page.context().close()
  })

  it('refuses a domain another site has, saying which, in French', async () => {
    const page = await adminPage()
    await page.goto('/admin/new-site', { timeout: 60_000 })
    await fillNewSite(page, `doublon-${run}`, `doublon-${run}.localhost\nagence.localhost`)
    await page
      .getByRole('alert')
      .getByText('Le domaine « agence.localhost » est déjà celui du site « Immobilier Boréal — Agence ».')
      .waitFor()
    expect(
      (
        await fetch(`${BASE_URL}/api/sites?where[site_id][equals]=doublon-${run}`, {
          headers: { Authorization: `JWT ${token}` },
        }).then((r) => r.json())
      ).totalDocs,
    ).toBe(0)
    await page.context().close()
  })
})
