import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AGENCY_HOST,
  BASE_URL,
  axeViolations,
  desktop,
  newPage,
  onHost,
  open,
  phone,
  fileBrowser,
} from './helpers/browser'
import { loginEditor } from './helpers/leads'

/**
 * Issue 26, item 2 (spec F-04, F-23): the contact modal's title follows its recipient, on the agency's
 * site too (a broker is written to by name, a team as a group), and the contact-us modal opens from
 * a demo link, in the broker site's own voice (one person).
 */
const SIZES: [string, BrowserContextOptions][] = [
  ['phone', phone],
  ['desktop', desktop],
]
const L = {
  fr: {
    broker: '/fr/courtiers/sophie-lavoie',
    team: '/fr/courtiers/equipe-gagnon-tremblay',
    contactMe: 'Me joindre',
    contactTeam: 'Joindre l’équipe',
    toBroker: 'Écrire à Sophie Lavoie',
    toTeam: 'Nous écrire — Équipe Gagnon Tremblay',
    offices: '/fr/bureaux',
    book: 'Prendre rendez-vous',
    contactUs: 'Me joindre',
    contactUsTeam: 'Nous joindre',
    introMe: 'Joignez-moi directement :',
    introUs: 'Joignez-nous directement :',
    send: 'Envoyer',
    close: 'Fermer',
  },
  en: {
    broker: '/en/brokers/sophie-lavoie',
    team: '/en/brokers/equipe-gagnon-tremblay',
    contactMe: 'Contact me',
    contactTeam: 'Contact the team',
    toBroker: 'Write to Sophie Lavoie',
    toTeam: 'Write to us — Équipe Gagnon Tremblay',
    offices: '/en/offices',
    book: 'Book a meeting',
    contactUs: 'Contact me',
    contactUsTeam: 'Contact us',
    introMe: 'Reach me directly:',
    introUs: 'Reach us directly:',
    send: 'Send',
    close: 'Close',
  },
} as const

const browser = fileBrowser()

async function dialogFrom(page: Page, button: string, title: string) {
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: title, exact: true })
  await dialog.waitFor()
  return dialog
}

describe.each(['fr', 'en'] as const)('contact modals (%s)', (locale) => {
  const w = L[locale]
  it.each(SIZES)('on the agency’s site, a broker is written to by name and a team as a group (%s)', async (_, size) => {
    const page = await newPage(browser(), size)
    await open(page, onHost(AGENCY_HOST, w.broker))
    const toBroker = await dialogFrom(page, w.contactMe, w.toBroker)
    expect(await page.getByRole('dialog', { name: /équipe|team/i }).count()).toBe(0)
    await toBroker.getByRole('button', { name: w.close }).click()
    await toBroker.waitFor({ state: 'detached' })
    await open(page, onHost(AGENCY_HOST, w.team))
    await dialogFrom(page, w.contactTeam, w.toTeam)
    await page.context().close()
  })

  it.each(SIZES)('the offices page’s link opens the contact-us modal in the broker’s voice (%s)', async (_, size) => {
    const page = await newPage(browser(), size)
    await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }))
    await open(page, w.offices)
    const dialog = await dialogFrom(page, w.book, w.contactUs)
    // Its direct contact details, then the form.
    expect(await dialog.getByRole('link', { name: '450 555-0142' }).getAttribute('href')).toBe('tel:+14505550142')
    expect(await dialog.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
    await dialog.getByRole('button', { name: w.send }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(w.offices)
    await page.context().close()
  })
})

/**
 * The demo has no team site, so the broker's site is made one for these tests (and given back its type after):
 * a team speaks as a group (spec F-04), so the same link opens « Nous joindre », in the plural.
 */
describe('a team site speaks as a group', () => {
  let siteId: number
  const setType = async (site_type: 'team' | 'broker') => {
    const token = await loginEditor()
    const res = await fetch(`${BASE_URL}/api/sites/${siteId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ site_type }),
    })
    expect(res.status).toBe(200)
  }
  beforeAll(async () => {
    const token = await loginEditor()
    const res = await fetch(`${BASE_URL}/api/sites?where[site_id][equals]=demo&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    siteId = ((await res.json()) as { docs: { id: number }[] }).docs[0].id
    await setType('team')
  })
  afterAll(async () => {
    if (siteId) await setType('broker')
  })

  describe.each(['fr', 'en'] as const)('%s', (locale) => {
    const w = L[locale]
    it.each(SIZES)('the contact-us modal says “us”, not “me” (%s)', async (_, size) => {
      const page = await newPage(browser(), size)
      await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ status: 204, body: '' }))
      await open(page, w.offices)
      const dialog = await dialogFrom(page, w.book, w.contactUsTeam)
      await dialog.getByText(w.introUs, { exact: true }).waitFor()
      expect(await dialog.getByText(w.introMe, { exact: true }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    })
  })

  it('speaks as the broker again once its type is set back (the next files see the broker’s site)', async () => {
    await setType('broker')
    const voice = async () => /siteType\\?":\\?"(\w+)/.exec(await (await fetch(`${BASE_URL}/fr/bureaux`)).text())?.[1]
    await expect.poll(voice, { timeout: 15_000 }).toBe('broker')
  })
})
