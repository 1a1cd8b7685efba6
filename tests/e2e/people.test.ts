import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  AGENCY_HOST,
  axeViolations,
  newPageWithoutTiles,
  desktop,
  fetchRaw,
  onHost,
  open,
  phone,
  fileBrowser,
} from './helpers/browser'

const browser = fileBrowser()

const L10N = [
  {
    locale: 'fr',
    team: '/fr/courtiers',
    offices: '/fr/bureaux',
    list: 'Notre équipe de courtiers',
    office: 'Bureau',
    quebec: 'Immobilier Boréal — Québec',
    all: 'Tous les bureaux',
    profile: /^Voir le profil — Isabelle Gagnon$/,
    designation: 'Courtière immobilière résidentielle',
    contact: 'Me joindre',
    write: 'Écrire à Isabelle Gagnon',
    officesList: 'Nos bureaux',
    showAll: /^Voir les \d+ bureaux$/,
    placeholder: /^Photo de .+ non disponible$/,
    notFound: '/fr/courtiers/personne-inconnue',
  },
  {
    locale: 'en',
    team: '/en/brokers',
    offices: '/en/offices',
    list: 'Our team of brokers',
    office: 'Office',
    quebec: 'Immobilier Boréal — Québec',
    all: 'All offices',
    profile: /^View profile — Isabelle Gagnon$/,
    designation: 'Residential Real Estate Broker',
    contact: 'Contact me',
    write: 'Write to Isabelle Gagnon',
    officesList: 'Our offices',
    showAll: /^See all \d+ offices$/,
    placeholder: /^No photo of .+ available$/,
    notFound: '/en/brokers/nobody-here',
  },
] as const

const VIEWPORTS = [
  ['phone', phone, 6],
  ['desktop', desktop, 16],
] as const
const cards = (page: Page, name: string) => page.getByRole('list', { name }).locator(':scope > li:visible')
/** The agency's site presents every member and office: the directory's paging and office filter are seen there. */
const agency = (path: string) => onHost(AGENCY_HOST, path)

describe.each(L10N)('member cards ($locale)', (L) => {
  it.each(VIEWPORTS)(
    'show a page per breakpoint, load more, and reset paging when the office changes (%s)',
    async (_, viewport, perPage) => {
      const page = await newPageWithoutTiles(browser(), viewport)
      await open(page, agency(L.team))
      await expect.poll(() => cards(page, L.list).count(), { timeout: 15_000 }).toBe(perPage)
      // Load more: the trigger below the list fires when it scrolls into view.
      await page.locator('.member-directory__sentinel').first().scrollIntoViewIfNeeded()
      await expect.poll(() => cards(page, L.list).count(), { timeout: 10_000 }).toBeGreaterThan(perPage)
      // Changing the office resets the page counter to 1 and filters on the server.
      await page.getByLabel(L.office).selectOption({ label: L.quebec })
      await expect
        .poll(() => page.locator('.member-directory').first().getAttribute('data-page'), { timeout: 15_000 })
        .toBe('1')
      await expect
        .poll(
          async () => {
            const offices = await cards(page, L.list).locator('.member-card__office').allTextContents()
            return offices.length > 0 && offices.every((t) => t.includes('Québec'))
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      // The trigger may still be in view after the reset (few cards on a phone) and load the next page at
      // once, as the spec wants: the list holds at most one page per page counted since the reset.
      const shown = await cards(page, L.list).count()
      const pages = Number(await page.locator('.member-directory').first().getAttribute('data-page'))
      expect(shown).toBeLessThanOrEqual(perPage * pages)
      expect(await axeViolations(page, ['.lazy-map'])).toEqual([])
      await page.context().close()
    },
  )

  it('shows the see-more button where visibility observation is unsupported', async () => {
    const page = await newPageWithoutTiles(browser(), desktop)
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
    })
    await open(page, agency(L.team))
    const before = await cards(page, L.list).count()
    await page
      .getByRole('button', { name: L.locale === 'fr' ? 'Voir plus' : 'See more' })
      .first()
      .click()
    await expect.poll(() => cards(page, L.list).count()).toBeGreaterThan(before)
    await page.context().close()
  })

  it('shows the placeholder image for a member without a photo (never a broken image)', async () => {
    const page = await newPageWithoutTiles(browser(), desktop)
    await open(page, agency(L.team))
    await expect.poll(() => page.getByRole('img', { name: L.placeholder }).count()).toBeGreaterThan(0)
    const broken = await page
      .locator('.member-card img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length)
    expect(broken).toBe(0)
    await page.context().close()
  })
})

describe.each(L10N)('broker profile ($locale)', (L) => {
  it.each(VIEWPORTS)(
    'is reached from the team page, carries the OACIQ lines and JSON-LD, and opens the contact modal (%s)',
    async (_, viewport) => {
      const page = await newPageWithoutTiles(browser(), viewport)
      await open(page, L.team)
      await page.getByRole('link', { name: L.profile }).click()
      await page.getByRole('heading', { level: 1, name: 'Isabelle Gagnon' }).waitFor()
      await page.getByText(L.designation, { exact: true }).first().waitFor()
      await page.getByText('Immobilier Boréal inc.', { exact: true }).first().waitFor()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(ld['@type']).toBe('RealEstateAgent')
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('main').getByRole('button', { name: L.contact }).click()
      await page.getByRole('dialog', { name: L.write }).waitFor()
      await page.context().close()
    },
  )

  it('answers 404 in the visitor’s language for an unknown broker', async () => {
    const res = await fetchRaw(L.notFound)
    expect(res.status).toBe(404)
    expect(await res.text()).toMatch(new RegExp(`<html lang="${L.locale}-CA"`))
  })
})

describe.each(L10N)('offices ($locale)', (L) => {
  it.each(VIEWPORTS)('map list makes an office active and opens its popup (%s)', async (_, viewport) => {
    const page = await newPageWithoutTiles(browser(), viewport)
    await open(page, agency(L.offices))
    const list = page.getByRole('list', { name: L.officesList })
    const items = list.getByRole('button')
    await expect.poll(() => items.first().getAttribute('aria-pressed')).toBe('true')
    await list.scrollIntoViewIfNeeded()
    await items.nth(2).click()
    await expect.poll(() => items.nth(2).getAttribute('aria-pressed')).toBe('true')
    expect(await items.first().getAttribute('aria-pressed')).toBe('false')
    const name = (await items.nth(2).locator('.offices-map__name').textContent()) ?? ''
    // The map degrades without tiles: its markers and the active office's popup still show.
    await page.locator('.offices-map__map').scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.locator('.leaflet-popup .office-popup__title').textContent(), { timeout: 10_000 })
      .toBe(name)
    expect(await axeViolations(page, ['.leaflet-container'])).toEqual([])
    await page.context().close()
  })
})

describe.each(L10N)('each site presents its own people ($locale)', (L) => {
  it('the agency’s team page lists more brokers than the broker’s site, whose list holds only its own', async () => {
    const page = await newPageWithoutTiles(browser(), desktop)
    await open(page, L.team)
    await expect.poll(() => cards(page, L.list).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const own = await cards(page, L.list).locator('.member-card__name').allTextContents()
    expect(own).toEqual(['Isabelle Gagnon', 'Marc-André Tremblay'])
    // Its brokers work at one office: there is no office to choose.
    expect(await page.getByLabel(L.office).count()).toBe(0)
    await open(page, agency(L.team))
    await expect.poll(() => cards(page, L.list).count(), { timeout: 15_000 }).toBe(16)
    await page.context().close()
  })

  it('a broker of the agency only has a profile on the agency’s site, and a 404 in the visitor’s language elsewhere', async () => {
    const path = L.locale === 'fr' ? '/fr/courtiers/sophie-lavoie' : '/en/brokers/sophie-lavoie'
    const res = await fetchRaw(path)
    expect(res.status).toBe(404)
    expect(await res.text()).toMatch(new RegExp(`<html lang="${L.locale}-CA"`))
    const page = await newPageWithoutTiles(browser(), desktop)
    expect((await page.goto(agency(path)))?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Sophie Lavoie' }).waitFor()
    await page.context().close()
  })
})
