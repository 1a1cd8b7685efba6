import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, axeViolations, launch, newPage, open, phone } from './helpers/browser'
import { fieldByLabel, fillPerson } from './helpers/forms'
import { fakeRecaptcha, loginEditor, storedLead, typeMasked, uniqueEmail } from './helpers/leads'

// Issue 31 item 5: a lead carries the visitor's favourites and saved searches only when they tick the box.
let browser: Browser
let token = ''
beforeAll(async () => {
  browser = await launch()
  token = await loginEditor()
})
afterAll(async () => {
  await browser?.close()
})

/** The seed's withdrawn listing of the broker (src/seed/listings.ts WITHDRAWN_DEMO_LISTING). */
const WITHDRAWN = '90000001'
const L10N = [
  {
    locale: 'fr',
    contact: '/fr/contact',
    properties: '/fr/proprietes?reset_filters=1',
    person: { first: 'Prénom', last: 'Nom', email: 'Adresse courriel', phone: 'Numéro de téléphone' },
    message: 'Message',
    send: 'Envoyer',
    sent: 'Votre message a été envoyé.',
    contactBroker: 'Joindre le courtier',
    share: 'Joindre mes favoris et recherches sauvegardées à ma demande',
    hint: /ce qui est sauvegardé sur cet appareil : 2 propriétés et 1 recherche/,
    adminTitle: 'Favoris et recherches joints',
    withdrawn: 'Retirée du marché',
    price: /\d\s?\$/,
  },
  {
    locale: 'en',
    contact: '/en/contact',
    properties: '/en/properties?reset_filters=1',
    person: { first: 'First name', last: 'Last name', email: 'Email Address', phone: 'Phone number' },
    message: 'Message',
    send: 'Send',
    sent: 'Your message has been sent.',
    contactBroker: 'Contact the broker',
    share: 'Attach my favourites and saved searches to my request',
    hint: /what is saved on this device: 2 listings and 1 search/,
    adminTitle: 'Attached favourites and searches',
    withdrawn: 'Withdrawn',
    price: /\$\d/,
  },
] as const
const SIZES: [string, BrowserContextOptions][] = [
  ['390 px', phone],
  ['1280 px', { viewport: { width: 1280, height: 800 } }],
]

type Lead = {
  id: number
  shared_shortlist?: { favourites: string[]; searches: { name: string; query: string }[] } | null
}
const leadById = async (id: number | string) =>
  (await (
    await fetch(`${BASE_URL}/api/leads/${id}?depth=0`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as Lead

async function visitor(size: BrowserContextOptions): Promise<Page> {
  const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`
  const page = await newPage(browser, { ...size, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  await fakeRecaptcha(page)
  return page
}

const setShortlist = (page: Page, uls: string) =>
  page.evaluate(
    ([key, withdrawn]) =>
      localStorage.setItem(
        'courtier.shortlist',
        JSON.stringify({
          v: 1,
          favourites: [
            { uls: key, price: 1, at: 2 },
            { uls: withdrawn, price: 1, at: 1 },
          ],
          searches: [{ id: 's1', name: 'Trois chambres', query: 'bedrooms=3', at: 1 }],
          recent: [],
        }),
      ),
    [uls, WITHDRAWN],
  )

async function fill(form: Locator, l: (typeof L10N)[number], email: string) {
  await fillPerson(form, l.person, { first: 'Marie', last: 'Tremblay', email })
  await fieldByLabel(form, l.message).fill(`Bonjour, je voudrais visiter. ${email}`)
}

describe.each(L10N)('a lead with the favourites attached ($locale)', (l) => {
  describe.each(SIZES)('%s', (_size, size) => {
    it('offers the box only with favourites, sends none unticked, and the broker sees them once ticked', async () => {
      const page = await visitor(size)
      // No favourites on this device: no box.
      await open(page, l.contact)
      const form = page.locator('main form.lead-form')
      await fill(form, l, uniqueEmail('no-shortlist'))
      expect(await form.getByRole('checkbox', { name: l.share }).count()).toBe(0)

      // A listing of the site, saved at another price, the withdrawn one and a search.
      await open(page, l.properties)
      const href = await page.locator('.psearch__list .listing-card__link').first().getAttribute('href')
      const uls = href!.split('-').pop()!
      await setShortlist(page, uls)

      // Unticked: the lead arrives with nothing attached.
      await open(page, l.contact)
      const unticked = uniqueEmail('shortlist-unticked')
      await fill(form, l, unticked)
      const box = form.getByRole('checkbox', { name: l.share })
      await box.waitFor()
      expect(await box.isChecked()).toBe(false)
      expect(await form.getByText(l.hint).count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      await form.getByRole('button', { name: l.send }).click()
      expect((await leadById((await storedLead(unticked)).id)).shared_shortlist ?? null).toBeNull()

      // From the listing page's contact dialog, ticked: the keys and the search arrive with the lead.
      await open(page, href!)
      await page.locator('main').getByRole('button', { name: l.contactBroker }).click()
      const dialog = page.getByRole('dialog')
      // The dialog's form loads on demand (slow on a cold server): its box says it is live.
      await dialog.getByRole('checkbox', { name: l.share }).waitFor({ timeout: 60_000 })
      const ticked = uniqueEmail('shortlist-ticked')
      await fill(dialog, l, ticked)
      await dialog.getByRole('checkbox', { name: l.share }).check()
      await dialog.getByRole('button', { name: l.send }).click()
      await page.getByText(l.sent).first().waitFor()
      const lead = await leadById((await storedLead(ticked)).id)
      expect(lead.shared_shortlist).toMatchObject({
        favourites: [uls, WITHDRAWN],
        searches: [{ name: 'Trois chambres', query: 'bedrooms=3' }],
      })
      await page.context().close()

      // The admin lead view, in the admin's language: the two listings as cards with today's price and status.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL })
      const { hostname } = new URL(BASE_URL)
      await context.addCookies([
        { name: 'payload-token', value: token, domain: hostname, path: '/' },
        { name: 'payload-lng', value: l.locale, domain: hostname, path: '/' },
      ])
      const admin = await context.newPage()
      await admin.goto(`/admin/collections/leads/${lead.id}`, { timeout: 90_000 })
      const section = admin.getByRole('region', { name: l.adminTitle })
      await section.waitFor({ timeout: 60_000 })
      const withdrawn = section.locator(`[data-uls="${WITHDRAWN}"]`)
      expect(await withdrawn.textContent()).toContain(l.withdrawn)
      expect(await section.locator(`[data-uls="${uls}"]`).textContent()).toMatch(l.price)
      expect(await section.getByRole('link', { name: 'Trois chambres' }).getAttribute('href')).toContain('bedrooms=3')
      await context.close()
    })
  })
})

// The alert and valuation forms offer the same box on their last step (both share one step shell).
const ALERT = {
  fr: {
    path: '/fr/alerte-immobiliere',
    start: 'Commencer',
    next: 'Suivant',
    submit: 'Envoyer',
    sent: 'Demande envoyée',
    filter: 'Filtrer les villes',
    moving: '0 à 60 jours',
    situation: 'Locataire',
    rooms: ['Chambres', 'Salles de bain'],
    person: { first: 'Prénom', last: 'Nom', email: 'Adresse courriel', phone: 'Numéro de téléphone' },
    address: ['Adresse', 'Ville', 'Code postal'],
  },
  en: {
    path: '/en/property-alert',
    start: 'Start',
    next: 'Next',
    submit: 'Submit',
    sent: 'Request Sent',
    filter: 'Filter the cities',
    moving: '0 to 60 days',
    situation: 'Tenant',
    rooms: ['Bedrooms', 'Bathrooms'],
    person: { first: 'First name', last: 'Last name', email: 'Email Address', phone: 'Phone number' },
    address: ['Address', 'City', 'Postal code'],
  },
} as const

describe.each([
  ['fr', '390 px', phone],
  ['en', '1280 px', { viewport: { width: 1280, height: 800 } }],
] as const)('the property alert form with favourites on the device (%s, %s)', (locale, _w, size) => {
  it('offers the box on its last step and sends the keys and searches only once it is ticked', async () => {
    const a = ALERT[locale]
    const l = L10N.find((x) => x.locale === locale)!
    const page = await visitor(size)
    await open(page, l.properties)
    const href = await page.locator('.psearch__list .listing-card__link').first().getAttribute('href')
    const uls = href!.split('-').pop()!
    await setShortlist(page, uls)
    await open(page, a.path)
    const form = page.locator('main form.step-form')
    const start = form.getByRole('button', { name: a.start })
    await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true)
    await start.click()
    await fieldByLabel(form, a.filter).fill('laval')
    await form.getByRole('checkbox', { name: /^Laval$/ }).check()
    const next = () => form.getByRole('button', { name: a.next }).click()
    await next()
    await form.getByRole('radio', { name: a.moving }).check()
    await form.getByRole('radio', { name: a.situation }).check()
    await next()
    await next()
    for (const label of a.rooms) await typeMasked(fieldByLabel(form, label), '2')
    await next()
    const email = uniqueEmail(`alert-shortlist-${locale}`)
    await fillPerson(form, a.person, { first: 'Marie', last: 'Tremblay', email, phone: '4505550199' })
    await next()
    // Only on the last step, unticked, with what it would send.
    const box = form.getByRole('checkbox', { name: l.share })
    await box.waitFor()
    expect(await box.isChecked()).toBe(false)
    expect(await form.getByText(l.hint).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    const [address, city, postal] = a.address
    await fieldByLabel(form, address).fill('123 rue Principale')
    await fieldByLabel(form, city).fill('Laval')
    await typeMasked(fieldByLabel(form, postal), 'H7T2K9')
    await box.check()
    await form.getByRole('button', { name: a.submit }).click()
    await form.getByText(a.sent, { exact: true }).waitFor()
    const lead = await leadById((await storedLead(email)).id)
    expect(lead.shared_shortlist).toMatchObject({
      favourites: [uls, WITHDRAWN],
      searches: [{ name: 'Trois chambres', query: 'bedrooms=3' }],
    })
    await page.context().close()
  })
})
