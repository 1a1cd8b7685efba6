import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, fileBrowser, newPage, open, phone, undecided } from './helpers/browser'
import { CONSENT_WORDS, pushed, watchTags } from './helpers/site-tags'

/**
 * Issue 28 on the demo broker site (a GA4 tag and the Bavardo chat, src/seed/demo-tags.ts): a search, a listing
 * and the mortgage calculator push their conversion events only once analytics is accepted, with no personal
 * data; the chat (functional) is neither requested nor shown until its category is accepted.
 */
const wide: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
const EVENTS = ['search_run', 'listing_viewed', 'mortgage_calculated']

const W = {
  fr: {
    ...CONSENT_WORDS.fr,
    search: '/fr/proprietes?reset_filters=1',
    calculator: '/fr/calculatrice-hypothecaire',
    filters: /^Filtres/,
    bedrooms: 'Chambres',
    five: '5 et plus',
    price: /^Prix de la propriété/,
    down: /^Mise de fonds/,
    rate: /^Taux d’intérêt/,
    calculate: 'Calculer',
    chat: 'Clavarder avec un courtier',
    hello: /Un courtier vous répond sous peu/,
  },
  en: {
    ...CONSENT_WORDS.en,
    search: '/en/properties?reset_filters=1',
    calculator: '/en/mortgage-calculator',
    filters: /^Filters/,
    bedrooms: 'Bedrooms',
    five: '5 or more',
    price: /^Property price/,
    down: /^Down payment/,
    rate: /^Interest rate/,
    calculate: 'Calculate',
    chat: 'Chat with a broker',
    hello: /A broker will answer you shortly/,
  },
} as const

const results = (page: Page) => page.locator('.results[aria-busy="false"]').waitFor()

/** The preferences dialog (from the banner or the footer's link): ticks one more category and saves it. */
async function accept(page: Page, w: (typeof W)['fr' | 'en'], category: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('checkbox', { name: category }).check()
  await dialog.getByRole('button', { name: w.save }).click()
  await dialog.waitFor({ state: 'hidden' })
}

const browser = fileBrowser()

describe('conversion events and the chat behind consent (issue 28)', () => {
  for (const locale of ['fr', 'en'] as const) {
    const w = W[locale]
    for (const [device, options] of [
      ['390', phone],
      ['1280', wide],
    ] as const) {
      it(`${locale} ${device}: search, listing and calculator events only after analytics; the chat only after functional`, async () => {
        const page = await newPage(browser(), { ...options, ...undecided })
        page.setDefaultTimeout(30_000)
        const tags = await watchTags(page)
        await open(page, w.search)
        await results(page)
        // Before consent: a search ran, yet nothing is pushed and neither tag is asked for.
        expect(await pushed(page, EVENTS)).toEqual([])
        expect(tags.requests).toEqual([])

        // Analytics only: the search run before consent stays uncounted (nothing is measured before consent);
        // a search by filters after it is.
        await page.getByRole('region', { name: w.privacy }).getByRole('button', { name: w.customize }).click()
        await accept(page, w, w.analytics)
        await page.waitForFunction(
          () => typeof (window as { __trackConversion?: unknown }).__trackConversion === 'function',
        )
        expect(await pushed(page, EVENTS)).toEqual([])
        await page.getByRole('button', { name: w.filters }).click()
        const filters = page.getByRole('dialog')
        await filters.getByRole('group', { name: w.bedrooms }).getByRole('radio', { name: w.five }).check()
        await filters.locator('.filters__foot .btn--solid').click()
        await filters.waitFor({ state: 'hidden' })
        await expect.poll(() => pushed(page, EVENTS)).toEqual([{ event: 'search_run', filters: 'bedrooms=5' }])

        // A listing opened from the results: its key only.
        const card = page.locator('.psearch__list .listing-card:not(.listing-card--skeleton) a.listing-card__link')
        await card.first().click()
        await page.locator('[data-listing-key]').waitFor()
        const key = await page.locator('[data-listing-key]').getAttribute('data-listing-key')
        await expect
          .poll(async () => (await pushed(page, EVENTS)).filter((e) => e.event === 'listing_viewed'))
          .toEqual([{ event: 'listing_viewed', listing_key: key }])

        // The calculator: amounts, rate, years and frequency only (each event above is whole: nothing else rides along).
        await open(page, w.calculator)
        const form = page.locator('main form.mortgage__form')
        await form.getByLabel(w.price).pressSequentially('625000')
        await form.getByLabel(w.down).pressSequentially('125000')
        await form.getByLabel(w.rate).fill('5')
        await form.getByRole('button', { name: w.calculate }).click()
        await expect
          .poll(() => pushed(page, EVENTS))
          .toEqual([
            {
              event: 'mortgage_calculated',
              price: 625000,
              down_payment: 125000,
              rate: 5,
              amortization_years: 25,
              frequency: 'monthly',
            },
          ])

        // The chat waits for "functional": not asked for, not shown; accepting it shows its button, no reload.
        expect(tags.chat).toEqual([])
        const chat = page.getByRole('button', { name: w.chat })
        expect(await chat.count()).toBe(0)
        await page.getByRole('button', { name: w.manage }).click()
        await accept(page, w, w.functional)
        await chat.waitFor()
        expect(tags.chat).toHaveLength(1)
        expect(await pushed(page, ['mortgage_calculated'])).toHaveLength(1) // the same document: no reload
        await chat.click()
        await page.getByText(w.hello).waitFor()
        expect(await chat.getAttribute('aria-expanded')).toBe('true')
        expect(await axeViolations(page)).toEqual([])
        await page.context().close()
      })
    }
  }
})
