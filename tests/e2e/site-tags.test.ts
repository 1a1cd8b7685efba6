import { get } from 'node:http'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { AGENCY_HOST, axeViolations, BASE_URL, fileBrowser, newPage, onHost, open, phone } from './helpers/browser'
import { fieldByLabel, fillPerson } from './helpers/forms'
import { fakeRecaptcha, uniqueEmail, watchCspViolations } from './helpers/leads'
import { CHAT_ORIGIN, withFakeGoogle } from './helpers/site-tags'

/** Issue 28: the demo agency site declares a GA4 tag and a chat (src/seed/agency-site.ts); the broker site none. */
const wide: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }

const W = {
  fr: {
    privacy: 'Votre vie privée',
    acceptAll: 'Tout accepter',
    manage: 'Gérer mes témoins',
    analytics: 'Mesure d’audience',
    functional: 'Fonctionnels',
    save: 'Enregistrer mes choix',
    privacyPath: '/fr/politique-confidentialite',
    tagsTitle: 'Balises utilisées sur ce site',
    first: 'Prénom',
    last: 'Nom',
    email: 'Adresse courriel',
    phone: 'Numéro de téléphone',
    send: 'Envoyer',
  },
  en: {
    privacy: 'Your privacy',
    acceptAll: 'Accept all',
    manage: 'Manage cookies',
    analytics: 'Analytics',
    functional: 'Functional',
    save: 'Save my choices',
    privacyPath: '/en/privacy-policy',
    tagsTitle: 'Tags used on this site',
    first: 'First name',
    last: 'Last name',
    email: 'Email Address',
    phone: 'Phone number',
    send: 'Send',
  },
} as const

/** The response headers of a GET on another host of this server (Node's fetch cannot set Host). */
const headersOn = (host: string, path: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const url = new URL(path, BASE_URL)
    get(url, { headers: { host: `${host}:${url.port}`, accept: 'text/html' } }, (res) => {
      res.resume()
      resolve(res.headers)
    }).on('error', reject)
  })

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith(`${name} `)) ?? ''

const tagCookies = (page: Page) => page.evaluate(() => document.cookie.split('; ').filter((c) => c.startsWith('_ga')))

const browser = fileBrowser()

describe('site tags behind consent (issue 28)', () => {
  for (const locale of ['fr', 'en'] as const) {
    const w = W[locale]
    for (const [device, options] of [
      ['390', phone],
      ['1280', wide],
    ] as const) {
      it(`${locale} ${device}: nothing of the tag before consent; accepting loads it and sends a page view; withdrawing stops it`, async () => {
        const page = await newPage(browser(), options)
        const fake = await withFakeGoogle(page)
        const csp = await watchCspViolations(page)
        await open(page, onHost(AGENCY_HOST, `/${locale}`))
        const banner = page.getByRole('region', { name: w.privacy })
        await expect.poll(() => banner.isVisible()).toBe(true)
        expect(await axeViolations(page)).toEqual([])
        expect(fake.requests).toEqual([])
        expect(fake.chat).toEqual([])
        expect(await tagCookies(page)).toEqual([])

        const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent'))
        await banner.getByRole('button', { name: w.acceptAll }).click()
        expect((await recorded).status()).toBe(201)
        await expect.poll(() => fake.pageViews.length).toBe(1)
        expect(fake.pageViews[0]).toContain('tid=G-DEMO2026')
        // Consent Mode v2: denied by default, then the visitor's yes to analytics (and to nothing else).
        const consent = await page.evaluate(() =>
          ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? [])
            .filter((a) => a[0] === 'consent')
            .map((a) => [
              a[1],
              (a[2] as Record<string, string>).analytics_storage,
              (a[2] as Record<string, string>).ad_storage,
            ]),
        )
        expect(consent).toEqual([
          ['default', 'denied', 'denied'],
          ['update', 'granted', 'granted'],
        ])
        expect(await csp()).toEqual([])

        // Withdrawn from the footer's link: the page reloads and nothing of the tag is asked for again.
        await page.getByRole('button', { name: w.manage }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('checkbox', { name: w.analytics }).uncheck()
        await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: w.save }).click()])
        await page.waitForLoadState('networkidle')
        const before = fake.requests.length
        await open(page, onHost(AGENCY_HOST, `/${locale}`))
        await page.waitForLoadState('networkidle')
        expect(fake.requests.length).toBe(before)
        await page.context().close()
      })
    }

    it(`${locale}: a contact lead pushes lead_sent without personal data once analytics is accepted`, async () => {
      const page = await newPage(browser(), wide)
      await withFakeGoogle(page)
      await fakeRecaptcha(page)
      await open(page, onHost(AGENCY_HOST, `/${locale}/contact`))
      await page.getByRole('region', { name: w.privacy }).getByRole('button', { name: w.acceptAll }).click()
      const form = page.locator('main form.lead-form').first()
      const email = uniqueEmail(`tags-${locale}`)
      await fillPerson(form, w, { first: 'Marie', last: 'Tremblay', email, phone: '5145550123' })
      await fieldByLabel(form, 'Message').fill('Bonjour, je voudrais visiter.')
      await form.getByRole('button', { name: w.send }).click()
      const events = () =>
        page.evaluate(() =>
          JSON.stringify(
            ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).filter(
              (e) => !!e && typeof e === 'object' && (e as { event?: string }).event === 'lead_sent',
            ),
          ),
        )
      await expect.poll(events, { timeout: 15_000 }).toContain('lead_sent')
      const sent = await events()
      expect(JSON.parse(sent)).toEqual([{ event: 'lead_sent', form_type: 'contact_form', site: 'agence-boreal' }])
      for (const personal of [email, 'Marie', 'Tremblay', '555', 'visiter']) expect(sent).not.toContain(personal)
      await page.context().close()
    })

    it(`${locale}: the privacy page lists the site's tags by category; a site without tags shows no banner`, async () => {
      const page = await newPage(browser(), phone)
      await open(page, onHost(AGENCY_HOST, w.privacyPath))
      const list = page.getByRole('region', { name: w.tagsTitle })
      await expect.poll(() => list.getByRole('heading', { name: w.analytics }).count()).toBe(1)
      expect(await list.getByRole('heading', { name: w.functional }).count()).toBe(1)
      expect((await list.getByRole('listitem').allTextContents()).sort()).toEqual(['Bavardo', 'Google Analytics 4'])
      expect(await axeViolations(page)).toEqual([])
      const broker = await newPage(browser(), wide)
      await open(broker, `/${locale}`)
      await broker.waitForLoadState('networkidle')
      expect(await broker.getByRole('region', { name: w.privacy }).count()).toBe(0)
      await page.context().close()
      await broker.context().close()
    })
  }

  it('the CSP of the site with tags allows its declared origins, on a cache hit too; the other site’s has none', async () => {
    await headersOn(AGENCY_HOST, '/fr/agence')
    const agency = await headersOn(AGENCY_HOST, '/fr/agence')
    expect(agency['x-page-cache']).toBe('hit')
    const csp = agency['content-security-policy']
    expect(directive(csp, 'script-src')).toContain(' https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toContain(' https://*.google-analytics.com')
    expect(directive(csp, 'script-src')).toContain(` ${CHAT_ORIGIN}`)
    expect(directive(csp, 'frame-src')).toContain(` ${CHAT_ORIGIN}`)
    expect(String(csp)).not.toContain('facebook')
    await headersOn('127.0.0.1', '/fr')
    const broker = await headersOn('127.0.0.1', '/fr')
    expect(String(broker['content-security-policy'])).not.toMatch(/googletagmanager|google-analytics/)
    expect(String(broker['content-security-policy'])).not.toContain(CHAT_ORIGIN)
    // Both the same but for the tag's origins and the nonce.
    const strip = (s: unknown) =>
      String(s)
        .replace(/'nonce-[^']+'/, '')
        .replace(/ https:\/\/(\*\.)?[a-z.]*(googletagmanager|google-analytics|analytics\.google)\.com/g, '')
        .replaceAll(` ${CHAT_ORIGIN}`, '')
    expect(strip(csp)).toBe(strip(broker['content-security-policy']))
  })
})
