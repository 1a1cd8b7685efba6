import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, open, phone, fileBrowser } from './helpers/browser'

/**
 * Issue 26, item 3: Leaflet's own controls speak the visitor's language on every map (offices,
 * coordinates, full-width, property search): popup close button, zoom buttons, attribution prefix.
 */
const SIZES: [string, BrowserContextOptions][] = [
  ['390', phone],
  ['1280', { viewport: { width: 1280, height: 900 } }],
]
const L = {
  fr: {
    offices: '/fr/bureaux',
    properties: '/fr/proprietes',
    maps: ['Carte des bureaux', 'Carte — Siège social — Laval', 'Carte — Les bureaux d’Immobilier Boréal'],
    search: 'Carte des propriétés',
    showMap: 'Carte',
    close: 'Fermer la fenêtre',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    leaflet: 'Leaflet, bibliothèque de cartes interactives',
  },
  en: {
    offices: '/en/offices',
    properties: '/en/properties',
    maps: ['Map of the offices', 'Map — Head office — Laval', 'Map — Immobilier Boréal’s offices'],
    search: 'Map of the properties',
    showMap: 'Map',
    close: 'Close the popup',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    leaflet: 'Leaflet, interactive maps library',
  },
} as const
type Words = (typeof L)[keyof typeof L]

const browser = fileBrowser()

async function pageWith(size: BrowserContextOptions) {
  const page = await newPage(browser(), size)
  page.setDefaultTimeout(20_000)
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }))
  return page
}

/** The zoom buttons and the attribution prefix of a loaded map. */
async function expectControls(map: Locator, w: Words) {
  await map.getByRole('button', { name: w.zoomIn, exact: true }).waitFor()
  await map.getByRole('button', { name: w.zoomOut, exact: true }).waitFor()
  expect(await map.locator('.leaflet-control-attribution a[href="https://leafletjs.com"]').getAttribute('title')).toBe(
    w.leaflet,
  )
}

/** Clicks a map's first marker (under the click gateway, so by event) and returns its popup's close button. */
async function popupClose(page: Page, map: Locator, w: Words) {
  const marker = map.locator('path.leaflet-interactive').first()
  await marker.waitFor({ state: 'attached' })
  await marker.dispatchEvent('click')
  await map.locator('.leaflet-popup').waitFor()
  return map.getByRole('button', { name: w.close, exact: true })
}

describe.each(['fr', 'en'] as const)('map controls in the visitor’s language (%s)', (locale) => {
  const w = L[locale]
  it.each(SIZES)(
    'offices, coordinates and full-width maps: popup close, zoom, attribution (%s px)',
    async (_, size) => {
      const page = await pageWith(size)
      await open(page, w.offices)
      for (const name of w.maps) {
        const map = page.getByRole('region', { name, exact: true })
        await map.scrollIntoViewIfNeeded()
        await expectControls(map, w)
        const close = await popupClose(page, map, w)
        await close.waitFor()
        expect(await close.getAttribute('title')).toBe(w.close)
      }
      // No control anywhere keeps Leaflet's English.
      if (locale === 'fr') expect(await page.getByRole('button', { name: /popup|zoom in|zoom out/i }).count()).toBe(0)
      await page.context().close()
    },
  )

  it.each(SIZES)('property search map: zoom and attribution (%s px)', async (_, size) => {
    const page = await pageWith(size)
    await open(page, w.properties)
    const toggle = page.getByRole('button', { name: w.showMap, exact: true })
    if (await toggle.isVisible()) await toggle.click()
    const map = page.getByRole('region', { name: w.search, exact: true })
    await map.scrollIntoViewIfNeeded()
    await expectControls(map, w)
    await page.context().close()
  })
})
