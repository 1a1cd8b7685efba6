import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, newPageWithoutTiles, desktop, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const L10N = [
  {
    locale: 'fr',
    offices: '/fr/bureaux',
    team: '/fr/courtiers',
    head: 'Siège social — Laval',
    headMap: 'Carte — Siège social — Laval',
    address: '3100, boulevard Le Carrefour, bureau 210, Laval (Québec) H7T 2K7',
    directions: /^Itinéraire — Siège social — Laval/,
    fullMap: 'Carte — Les bureaux d’Immobilier Boréal',
    places: 'Lieux sur la carte — Les bureaux d’Immobilier Boréal',
    show: 'Voir sur la carte — Québec',
    home: 'Rendez-vous à domicile',
    noCoords: 'Emplacement non indiqué sur la carte',
    activate: 'Cliquez pour utiliser la carte',
    carousel: 'Nos courtiers en vedette',
    thumbs: 'Choisir un membre',
    thumb: 'Voir Marc-André Tremblay',
    profile: 'Découvrir Marc-André Tremblay',
    pause: /pause/i,
  },
  {
    locale: 'en',
    offices: '/en/offices',
    team: '/en/brokers',
    head: 'Head office — Laval',
    headMap: 'Map — Head office — Laval',
    address: '3100 Le Carrefour Boulevard, Suite 210, Laval, Quebec H7T 2K7',
    directions: /^Directions — Head office — Laval/,
    fullMap: 'Map — Immobilier Boréal’s offices',
    places: 'Places on the map — Immobilier Boréal’s offices',
    show: 'Show on the map — Québec',
    home: 'Rendez-vous à domicile',
    noCoords: 'Location not shown on the map',
    activate: 'Click to use the map',
    carousel: 'Featured brokers',
    thumbs: 'Choose a member',
    thumb: 'Show Marc-André Tremblay',
    profile: 'Meet Marc-André Tremblay',
    pause: /pause/i,
  },
] as const
const SIZES = [
  ['phone', phone],
  ['desktop', desktop],
] as const

const markers = (page: Page, region: string) =>
  page.getByRole('region', { name: region, exact: true }).locator('path.leaflet-interactive')

describe.each(L10N)('coordinates map and full-width map ($locale)', (L) => {
  it.each(SIZES)(
    'show the place, a directions link from its address, and maps loaded only when reached, usable by keyboard (%s)',
    async (_, size) => {
      const page = await newPageWithoutTiles(browser(), size)
      await open(page, L.offices)
      // Far below the first screen, the full-width map has not loaded Leaflet yet.
      const full = page.getByRole('region', { name: L.fullMap, exact: true })
      expect(await full.getAttribute('data-loaded')).toBe('false')

      const head = page.getByRole('region', { name: L.head, exact: true })
      await head.getByRole('heading', { name: L.head }).scrollIntoViewIfNeeded()
      await head.getByText(L.address).waitFor()
      const href = await head.getByRole('link', { name: L.directions }).getAttribute('href')
      expect(href).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(L.address)}`)
      await page.getByRole('region', { name: L.headMap, exact: true }).scrollIntoViewIfNeeded()
      await expect.poll(() => markers(page, L.headMap).count(), { timeout: 20_000 }).toBe(1)
      // The click gateway is a button: the keyboard disarms it and lands on the map.
      const gateway = page
        .getByRole('region', { name: L.headMap, exact: true })
        .getByRole('button', { name: L.activate })
      await gateway.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => gateway.count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.classList.contains('leaflet-container'))).toBe(true)

      // The places list after the full-width map: "show on the map" by keyboard opens the marker's popup.
      const list = page.getByRole('list', { name: L.places })
      const show = list.getByRole('button', { name: L.show })
      await show.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => show.getAttribute('aria-pressed')).toBe('true')
      await expect.poll(() => markers(page, L.fullMap).count(), { timeout: 20_000 }).toBe(4)
      await expect
        .poll(() => full.locator('.leaflet-popup .place__title').textContent(), { timeout: 10_000 })
        .toBe('Québec')
      // A place without coordinates is listed, with no marker and no show-on-map button.
      const home = list.getByRole('listitem').filter({ hasText: L.home })
      await home.getByText(L.noCoords).waitFor()
      expect(await home.getByRole('button').count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )
})

describe.each(L10N)('members carousel with thumbnails ($locale)', (L) => {
  it.each(SIZES)('a thumbnail, by keyboard, shows its member; autoplay can be paused (%s)', async (_, size) => {
    const page = await newPageWithoutTiles(browser(), size)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await open(page, L.team)
    const carousel = page.getByRole('region', { name: L.carousel, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    const thumb = carousel.getByRole('list', { name: L.thumbs }).getByRole('button', { name: L.thumb })
    await thumb.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => thumb.getAttribute('aria-current')).toBe('true')
    // The member's slide is the one not inert: its call to action can be reached.
    const cta = carousel.locator('a').filter({ hasText: L.profile })
    await expect.poll(() => cta.evaluate((a) => a.closest('[inert]') === null)).toBe(true)
    expect(await carousel.locator('.carousel__slide:not([inert])').count()).toBe(1)
    await carousel.getByRole('button', { name: L.pause }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})
