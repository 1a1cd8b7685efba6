import { get } from 'node:http'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  AGENCY_HOST,
  axeViolations,
  BASE_URL,
  fileBrowser,
  newPage,
  onHost,
  open,
  phone,
  undecided,
} from './helpers/browser'
import { fieldByLabel, fillPerson } from './helpers/forms'
import { fakeRecaptcha, uniqueEmail, watchCspViolations } from './helpers/leads'
import { clientId, hits, TAGS_ORIGIN, watchTags } from './helpers/site-tags'

/**
 * Issue 28: the demo broker site declares a GA4 tag, through its own tag server, and a chat (src/seed/demo-tags.ts),
 * both served by the stand-in; the agency site none. Each test is a first visit (`undecided`).
 */
const wide: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }

const W = {
  fr: {
    privacy: 'Votre vie privée',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
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
    rejectAll: 'Reject all',
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
        const page = await newPage(browser(), { ...options, ...undecided })
        const tags = await watchTags(page)
        const csp = await watchCspViolations(page)
        await open(page, `/${locale}`)
        const banner = page.getByRole('region', { name: w.privacy })
        await expect.poll(() => banner.isVisible()).toBe(true)
        expect(await axeViolations(page)).toEqual([])
        // The banner leaves most of the page in view, and refusing is as big a button as accepting.
        const box = (await banner.boundingBox())!
        expect(box.height).toBeLessThanOrEqual(0.4 * options.viewport!.height)
        const accept = (await banner.getByRole('button', { name: w.acceptAll }).boundingBox())!
        const reject = (await banner.getByRole('button', { name: w.rejectAll }).boundingBox())!
        expect([reject.width, reject.height]).toEqual([accept.width, accept.height])
        expect(tags.requests).toEqual([])
        expect(await tagCookies(page)).toEqual([])

        const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent'))
        await banner.getByRole('button', { name: w.acceptAll }).click()
        expect((await recorded).status()).toBe(201)
        // The tag server receives one page view from this browser, with analytics granted (gcs G1x1).
        await expect.poll(() => clientId(page)).not.toBe('')
        const cid = await clientId(page)
        await expect.poll(async () => (await hits({ tid: 'G-DEMO2026', cid, en: 'page_view' })).length).toBe(1)
        const [view] = await hits({ tid: 'G-DEMO2026', cid, en: 'page_view' })
        expect(view.gcs).toBe('G111')
        expect(new URL(view.dl).pathname).toBe(`/${locale}`)
        expect(tags.requests.every((u) => u.startsWith(`${TAGS_ORIGIN}/`))).toBe(true)
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
        // (The chat, still accepted as functional, loads again.)
        const before = tags.analytics.length
        await open(page, `/${locale}`)
        await page.waitForLoadState('networkidle')
        expect(tags.analytics.length).toBe(before)
        expect(await hits({ tid: 'G-DEMO2026', cid })).toHaveLength(1)
        await page.context().close()
      })
    }

    it(`${locale}: a contact lead pushes lead_sent without personal data once analytics is accepted`, async () => {
      const page = await newPage(browser(), { ...wide, ...undecided })
      await watchTags(page)
      await fakeRecaptcha(page)
      await open(page, `/${locale}/contact`)
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
      expect(JSON.parse(sent)).toEqual([{ event: 'lead_sent', form_type: 'contact_form', site: 'demo' }])
      // GA4 is the site's only Google tag: the event goes to it directly too, and the tag server gets it as it is.
      const cid = await clientId(page)
      await expect.poll(async () => (await hits({ tid: 'G-DEMO2026', cid, en: 'lead_sent' })).length).toBe(1)
      const [hit] = await hits({ tid: 'G-DEMO2026', cid, en: 'lead_sent' })
      expect(hit['ep.form_type']).toBe('contact_form')
      expect(hit['ep.site']).toBe('demo')
      const received = JSON.stringify(await hits({ cid }))
      // The phone as typed and as the mask shows it (not a bare '555': a random client id may hold those digits).
      for (const personal of [email, 'Marie', 'Tremblay', '5145550123', '555-0123', '514 555', 'visiter']) {
        expect(sent).not.toContain(personal)
        expect(received).not.toContain(personal)
      }
      await page.context().close()
    })

    it(`${locale}: the privacy page lists the site's tags by category; a site without tags shows no banner`, async () => {
      const page = await newPage(browser(), { ...phone, ...undecided })
      await open(page, w.privacyPath)
      const list = page.getByRole('region', { name: w.tagsTitle })
      await expect.poll(() => list.getByRole('heading', { name: w.analytics }).count()).toBe(1)
      expect(await list.getByRole('heading', { name: w.functional }).count()).toBe(1)
      expect((await list.getByRole('listitem').allTextContents()).sort()).toEqual(['Bavardo', 'Google Analytics 4'])
      expect(await axeViolations(page)).toEqual([])
      const agency = await newPage(browser(), { ...wide, ...undecided })
      await open(agency, onHost(AGENCY_HOST, `/${locale}`))
      await agency.waitForLoadState('networkidle')
      expect(await agency.getByRole('region', { name: w.privacy }).count()).toBe(0)
      await page.context().close()
      await agency.context().close()
    })
  }

  it('the CSP of the site with tags allows its declared origins, on a cache hit too; the other site’s has none', async () => {
    await headersOn('127.0.0.1', '/fr/a-propos')
    const broker = await headersOn('127.0.0.1', '/fr/a-propos')
    expect(broker['x-page-cache']).toBe('hit')
    const csp = broker['content-security-policy']
    // GA4 goes through the site's tag server: its origin is allowed, Google's are not needed, so not allowed.
    for (const name of ['script-src', 'connect-src', 'frame-src'])
      expect(directive(csp, name)).toContain(` ${TAGS_ORIGIN}`)
    expect(String(csp)).not.toMatch(/googletagmanager|google-analytics|facebook/)
    await headersOn(AGENCY_HOST, '/fr')
    const agency = await headersOn(AGENCY_HOST, '/fr')
    expect(String(agency['content-security-policy'])).not.toMatch(/googletagmanager|google-analytics/)
    expect(String(agency['content-security-policy'])).not.toContain(TAGS_ORIGIN)
    // Both the same but for the tags' origin and the nonce.
    const strip = (s: unknown) =>
      String(s)
        .replace(/'nonce-[^']+'/, '')
        .replaceAll(` ${TAGS_ORIGIN}`, '')
    expect(strip(csp)).toBe(strip(agency['content-security-policy']))
  })
})
