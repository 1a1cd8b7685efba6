import { describe, expect, it } from 'vitest'
import { fetchRaw, newPage, open, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

describe('404 page', () => {
  const cases = [
    {
      path: '/fr/cette-page-nexiste-pas',
      message: 'Désolé, la page que vous cherchez est introuvable.',
      home: '/fr',
      lang: 'fr-CA',
    },
    {
      path: '/en/this-page-does-not-exist',
      message: 'Sorry, the page you are looking for could not be found.',
      home: '/en',
      lang: 'en-CA',
    },
  ]
  for (const c of cases) {
    it(`${c.path} answers 404 with the ${c.lang} message and a link back home`, async () => {
      const page = await newPage(browser())
      const response = await open(page, c.path)
      expect(response?.status()).toBe(404)
      expect(await page.locator('html').getAttribute('lang')).toBe(c.lang)
      const main = page.getByRole('main')
      await main.getByText(c.message).waitFor()
      const home = main.getByRole('link', { name: c.lang === 'fr-CA' ? 'Retour à l’accueil' : 'Go to home page' })
      expect(await home.getAttribute('href')).toBe(c.home)
      await home.click()
      await page.waitForURL((u) => u.pathname === c.home)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      await page.context().close()
    })
  }

  it('is sent as HTML by the server, so it shows before (or without) JavaScript', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false })
    const response = await page.goto('/fr/cette-page-nexiste-pas')
    expect(response?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA')
    expect(await page.getByText('Désolé, la page que vous cherchez est introuvable.').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr')
    await page.context().close()
  })
})

describe('403 page', () => {
  it('/fr/espace-courtiers answers 403 and its refresh button reloads the page', async () => {
    const page = await newPage(browser())
    const response = await open(page, '/fr/espace-courtiers')
    expect(response?.status()).toBe(403)
    await page.getByRole('heading', { level: 1, name: 'Erreur 403' }).waitFor()
    await page.getByText('Désolé, une erreur de permissions est survenue.', { exact: false }).waitFor()
    const reload = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/fr/espace-courtiers' && r.request().isNavigationRequest(),
    )
    await page.getByRole('button', { name: 'Actualiser la page' }).click()
    expect((await reload).status()).toBe(403)
    await page.context().close()
  })

  it('/en/broker-area answers 403 in English with a refresh button', async () => {
    const page = await newPage(browser())
    const response = await open(page, '/en/broker-area')
    expect(response?.status()).toBe(403)
    await page
      .getByText('Sorry, a permissions error has occurred. Please refresh the page or try again later.')
      .waitFor()
    expect(await page.getByRole('button', { name: 'Refresh the page' }).isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('other statuses and redirects', () => {
  it('a withdrawn page answers 410 with a generic error', async () => {
    const page = await newPage(browser())
    const response = await open(page, '/fr/promotion-printemps-2024')
    expect(response?.status()).toBe(410)
    await page.getByRole('heading', { level: 1, name: 'Erreur 410' }).waitFor()
    await page.getByText('Code d’état inattendu.').waitFor()
    await page.context().close()
  })

  for (const c of [
    { path: '/fr/proprietes/1200-rue-des-erables-90000001', title: 'Propriétés semblables', prefix: '/fr/proprietes/' },
    { path: '/en/properties/1200-rue-des-erables-90000001', title: 'Similar properties', prefix: '/en/properties/' },
  ]) {
    it(`a withdrawn listing (${c.path}) answers 410 and offers similar listings that open`, async () => {
      const page = await newPage(browser())
      const response = await open(page, c.path)
      expect(response?.status()).toBe(410)
      const similar = page.getByRole('region', { name: c.title })
      const links = similar.getByRole('link')
      await links.first().waitFor()
      const href = (await links.first().getAttribute('href')) ?? ''
      expect(href.startsWith(c.prefix)).toBe(true)
      await links.first().click()
      await page.waitForURL((u) => u.pathname === href)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      await page.context().close()
    })
  }

  it('/fr/accueil moves permanently to /fr and /fr/evaluation temporarily to /fr/vendre', async () => {
    const moved = await fetchRaw('/fr/accueil')
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location') ?? '', 'http://x').pathname).toBe('/fr')
    const found = await fetchRaw('/fr/evaluation')
    expect(found.status).toBe(302)
    expect(new URL(found.headers.get('location') ?? '', 'http://x').pathname).toBe('/fr/vendre')
  })
})
