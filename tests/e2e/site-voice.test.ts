import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AGENCY_HOST, axeViolations, desktop, launch, newPage, onHost, open, phone } from './helpers/browser'

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
    send: 'Send',
    close: 'Close',
  },
} as const

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function dialogFrom(page: Page, button: string, title: string) {
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: title, exact: true })
  await dialog.waitFor()
  return dialog
}

describe.each(['fr', 'en'] as const)('contact modals (%s)', (locale) => {
  const w = L[locale]
  it.each(SIZES)('on the agency’s site, a broker is written to by name and a team as a group (%s)', async (_, size) => {
    const page = await newPage(browser, size)
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
    const page = await newPage(browser, size)
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
