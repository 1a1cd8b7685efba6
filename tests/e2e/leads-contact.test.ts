import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'
import { fieldByLabel, fillPerson } from './helpers/forms'
import {
  clearByKeyboard,
  fakeRecaptcha,
  leadsFor,
  storedLead,
  toastsSettled,
  typeMasked,
  uniqueEmail,
  watchCspViolations,
  type CaptchaFake,
} from './helpers/leads'

const browser = fileBrowser()

const L = {
  fr: {
    contact: '/fr/contact',
    about: '/fr/a-propos',
    properties: '/fr/proprietes',
    first: 'Prénom',
    last: 'Nom',
    email: 'Adresse courriel',
    phone: 'Numéro de téléphone',
    message: 'Message',
    send: 'Envoyer',
    contactMe: 'Me joindre',
    contactBroker: 'Joindre le courtier',
    modalTitle: 'Écrire à Isabelle Gagnon',
    close: 'Fermer',
    success: 'Votre message a été envoyé.',
    failure: 'La demande n’a pas pu être envoyée.',
    failureText: 'Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer plus tard.',
    invalidTitle: 'Veuillez corriger les champs suivants :',
    required: [
      'Le champ Prénom est obligatoire',
      'Le champ Nom est obligatoire',
      'Le champ Adresse courriel est obligatoire',
      'Le champ message est obligatoire',
    ],
    emailInvalid: 'Le champ adresse courriel est invalide',
    phoneInvalid: 'Le champ numéro de téléphone est invalide',
    rateLimited:
      'Trop de demandes ont été envoyées depuis votre connexion. Veuillez patienter quelques minutes, puis réessayer.',
  },
  en: {
    contact: '/en/contact',
    about: '/en/about',
    properties: '/en/properties',
    first: 'First name',
    last: 'Last name',
    email: 'Email Address',
    phone: 'Phone number',
    message: 'Message',
    send: 'Send',
    contactMe: 'Contact me',
    contactBroker: 'Contact the broker',
    modalTitle: 'Write to Isabelle Gagnon',
    close: 'Close',
    success: 'Your message has been sent.',
    failure: 'The request could not be submitted.',
    failureText: 'An error occurred while submitting the form. Please try again later.',
    invalidTitle: 'Please correct the following fields:',
    required: [
      'The First name field is required',
      'The Last name field is required',
      'The Email Address field is required',
      'The message field is required',
    ],
    emailInvalid: 'The email address field is invalid',
    phoneInvalid: 'The phone number field is invalid',
    rateLimited: 'Too many requests have been sent from your connection. Please wait a few minutes and try again.',
  },
} as const
type Words = (typeof L)['fr'] | (typeof L)['en']

const field = fieldByLabel
const toaster = (page: Page) => page.locator('[data-sonner-toaster]')
const consent = (form: Locator) => ({
  transaction: form.getByRole('checkbox', { name: /confirmations/ }),
  marketing: form.getByRole('checkbox', { name: /promotion/ }),
})

async function setUp(options: BrowserContextOptions, extraHeaders?: Record<string, string>) {
  const page = await newPage(browser(), { ...options, extraHTTPHeaders: extraHeaders })
  const captcha = await fakeRecaptcha(page)
  const csp = await watchCspViolations(page)
  return { page, captcha, csp }
}

async function fill(form: Locator, w: Words, email: string, message = `  Bonjour, je voudrais visiter. ${email}  `) {
  await fillPerson(form, w, { first: 'Marie', last: 'Tremblay', email, phone: '5145550123' })
  await field(form, w.message).fill(message)
}

/** The form is back to neutral after a success: message empty, consents unchecked, identity kept. */
async function expectResetAfterSuccess(form: Locator, w: Words) {
  await expect.poll(() => field(form, w.message).inputValue()).toBe('')
  const c = consent(form)
  expect(await c.transaction.isChecked()).toBe(false)
  expect(await c.marketing.isChecked()).toBe(false)
  expect(await field(form, w.first).inputValue()).toBe('Marie')
}

async function expectCaptchaRan(page: Page, captcha: CaptchaFake, locale: string) {
  // api.js once (cached), then the release script it inserts, both allowed by the CSP; one widget frame.
  expect(captcha.scriptRequests.length).toBe(2)
  const url = new URL(captcha.scriptRequests[0])
  expect(url.pathname).toBe('/recaptcha/api.js')
  expect(url.searchParams.get('hl')).toBe(locale)
  expect(url.searchParams.get('render')).toBe('explicit')
  expect(new URL(captcha.scriptRequests[1]).hostname).toBe('www.gstatic.com')
  expect(captcha.frameRequests.length).toBe(1)
  expect(new URL(captcha.frameRequests[0]).searchParams.get('size')).toBe('invisible')
  const fake = await page.evaluate(
    () => (window as unknown as { __fakeRecaptcha: { executions: string[]; resets: number } }).__fakeRecaptcha,
  )
  expect(fake.executions.length).toBeGreaterThan(0)
  expect(fake.resets).toBe(fake.executions.length)
}

describe.each([
  { locale: 'fr' as const, device: 'phone', options: phone },
  { locale: 'en' as const, device: 'phone', options: phone },
  { locale: 'fr' as const, device: 'desktop', options: desktop },
  { locale: 'en' as const, device: 'desktop', options: desktop },
])('contact form ($locale, $device)', ({ locale, device, options }) => {
  const w: Words = L[locale]

  it('sends the contact block: captcha through the CSP, success toast, message cleared, consents reset; the lead is stored, flagged and editors-only', async () => {
    const { page, captcha, csp } = await setUp(options)
    await open(page, w.contact)
    const form = page.locator('main form.lead-form')
    await form.scrollIntoViewIfNeeded()
    const email = uniqueEmail(`contact-${locale}-${device}`)
    await fill(form, w, email)
    expect(await field(form, w.phone).inputValue()).toBe('(514) 555-0123')
    expect(await field(form, w.email).getAttribute('type')).toBe('email')
    expect(await field(form, w.message).getAttribute('rows')).toBe('5')
    const c = consent(form)
    expect(await c.transaction.isChecked()).toBe(false)
    expect(await c.marketing.isChecked()).toBe(false)
    await c.transaction.check()
    await form.getByRole('button', { name: w.send }).click()
    await toaster(page).getByText(w.success).waitFor()
    await expectResetAfterSuccess(form, w)
    await expectCaptchaRan(page, captcha, locale)
    expect(await csp()).toEqual([])

    const lead = await storedLead(email)
    expect(lead).toMatchObject({
      form_type: 'contact_form',
      locale,
      first_name: 'Marie',
      last_name: 'Tremblay',
      phone: '(514) 555-0123',
      delivery_state: expect.any(String),
    })
    expect(lead.message).toBe(`Bonjour, je voudrais visiter. ${email}`)
    expect(lead.consent).toMatchObject({ shown: true, transaction: true, marketing: false })
    // reCAPTCHA's server API cannot be reached here: the lead is kept and flagged for review, not dropped.
    expect(lead.review_flagged).toBe(true)
    expect(lead.review_reason).toMatch(/^(unreachable|invalid-token)/)
    const anonymous = await leadsFor(email, null)
    expect(anonymous.status).toBe(403)
    expect(anonymous.docs).toEqual([])
    await page.context().close()
  })

  it('shows the required and invalid-field messages, masks the phone, and has no WCAG 2.1 AA violation with errors', async () => {
    const { page } = await setUp(options)
    await open(page, w.contact)
    const form = page.locator('main form.lead-form')
    await form.getByRole('button', { name: w.send }).click()
    for (const message of w.required) await form.getByText(message, { exact: true }).waitFor()
    const toast = toaster(page)
    await toast.getByText(w.invalidTitle).waitFor()
    for (const message of w.required) expect(await toast.getByText(message, { exact: true }).count()).toBe(1)
    expect(await field(form, w.first).getAttribute('aria-invalid')).toBe('true')
    await toastsSettled(page)
    expect(await axeViolations(page)).toEqual([])

    await field(form, w.email).fill('marie@example')
    await typeMasked(field(form, w.phone), '514555')
    expect(await field(form, w.phone).inputValue()).toBe('(514) 555')
    await field(form, w.message).fill('   ')
    await form.getByRole('button', { name: w.send }).click()
    await form.getByText(w.emailInvalid, { exact: true }).waitFor()
    await form.getByText(w.phoneInvalid, { exact: true }).waitFor()
    await form.getByText(w.required[3], { exact: true }).waitFor()
    // The mask keeps digits only and stops at 10 of them.
    await clearByKeyboard(field(form, w.phone))
    await typeMasked(field(form, w.phone), 'a514-555 0123999')
    expect(await field(form, w.phone).inputValue()).toBe('(514) 555-0123')
    await page.context().close()
  })

  it('reports a failing post (500) and stays usable: the retry goes through', async () => {
    const { page } = await setUp(options)
    await open(page, w.contact)
    const form = page.locator('main form.lead-form')
    const email = uniqueEmail(`fail-${locale}-${device}`)
    await fill(form, w, email, 'Premier essai')
    await page.route('**/api/swc/*/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    )
    await form.getByRole('button', { name: w.send }).click()
    const toast = toaster(page)
    await toast.getByText(w.failure, { exact: true }).waitFor()
    await toast.getByText(w.failureText).waitFor()
    // Nothing was lost from the form and it can be sent again.
    expect(await field(form, w.message).inputValue()).toBe('Premier essai')
    const send = form.getByRole('button', { name: w.send })
    await expect.poll(() => send.isEnabled()).toBe(true)
    await page.unroute('**/api/swc/*/contact')
    await send.click()
    await toast.getByText(w.success).waitFor()
    expect((await storedLead(email)).message).toBe('Premier essai')
    await page.context().close()
  })
})

describe.each([
  { locale: 'fr' as const, device: 'phone', options: phone },
  { locale: 'en' as const, device: 'desktop', options: desktop },
  { locale: 'en' as const, device: 'phone', options: phone },
  { locale: 'fr' as const, device: 'desktop', options: desktop },
])('contact modal ($locale, $device)', ({ locale, device, options }) => {
  const w: Words = L[locale]

  it('opens from the about page, is accessible, sends and closes with Escape', async () => {
    const { page } = await setUp(options)
    await open(page, w.about)
    await page.locator('main').getByRole('button', { name: w.contactMe }).click()
    const dialog = page.getByRole('dialog', { name: w.modalTitle })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    const email = uniqueEmail(`modal-${locale}-${device}`)
    await fill(dialog, w, email, 'Depuis la fenêtre')
    await consent(dialog).marketing.check()
    await dialog.getByRole('button', { name: w.send }).click()
    await toaster(page).getByText(w.success).waitFor()
    await expectResetAfterSuccess(dialog, w)
    const lead = await storedLead(email)
    expect(lead).toMatchObject({ form_type: 'contact_form', locale, message: 'Depuis la fenêtre' })
    expect(lead.consent).toMatchObject({ transaction: false, marketing: true })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.context().close()
  })

  it('opens from a listing page with the broker’s name and shows errors accessibly', async () => {
    const { page } = await setUp(options)
    await open(page, `${w.properties}?reset_filters=1`)
    const href = await page.locator('.psearch__list .listing-card__link').first().getAttribute('href')
    await open(page, href!)
    const listingAddress = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await page.locator('main').getByRole('button', { name: w.contactBroker }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // The message starts with the listing asked about; emptied, every required field complains.
    expect(await field(dialog, w.message).inputValue()).toContain(listingAddress)
    await field(dialog, w.message).fill('')
    await dialog.getByRole('button', { name: w.send }).click()
    for (const message of w.required) await dialog.getByText(message, { exact: true }).waitFor()
    await toaster(page).getByText(w.invalidTitle).waitFor()
    await toastsSettled(page)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: w.close }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.context().close()
  })
})

describe('contact modal from a listing whose broker is in the directory', () => {
  it('sends the lead to that broker, names them in the consent, and the message names the listing', async () => {
    const { page } = await setUp(desktop)
    const w = L.fr
    await open(page, `${w.properties}?reset_filters=1`)
    await page.locator('.psearch__list .listing-card__link').first().waitFor()
    const hrefs = await page
      .locator('.psearch__list .listing-card__link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    let broker = ''
    for (const href of hrefs) {
      await open(page, href)
      broker = (await page.locator('.listing__broker strong').textContent()) ?? ''
      if (broker === 'Marc-André Tremblay' || broker === 'Isabelle Gagnon') break
    }
    expect(['Marc-André Tremblay', 'Isabelle Gagnon']).toContain(broker)
    await page.locator('main').getByRole('button', { name: w.contactBroker }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog
      .getByRole('checkbox', { name: new RegExp(broker) })
      .first()
      .waitFor()
    const email = uniqueEmail('listing-broker')
    const uls = page.url().split('-').pop()!
    expect(await field(dialog, w.message).inputValue()).toContain(`inscription ${uls}`)
    await fillPerson(dialog, w, { first: 'Marie', last: 'Tremblay', email })
    await dialog.getByRole('button', { name: w.send }).click()
    const lead = await storedLead(email)
    const slug = broker === 'Isabelle Gagnon' ? 'isabelle-gagnon' : 'marc-andre-tremblay'
    expect(lead).toMatchObject({ recipient_type: 'broker', recipient_slug: slug })
    expect(lead.message).toContain(uls)
    await page.context().close()
  })
})

describe('rate limit seen from the browser', () => {
  it('answers 429 past LEADS_RATE_LIMIT_MAX posts from one address and the form says so (fr and en)', async () => {
    // Its own client address (the e2e server has no proxy in front: the X-Forwarded-For entry is the
    // client's), so the other browser tests' posts from 127.0.0.1 keep their own budget.
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`
    const max = Number(process.env.LEADS_RATE_LIMIT_MAX ?? 0)
    const { page } = await setUp(desktop, { 'x-forwarded-for': ip })
    await open(page, L.en.contact)
    let status = 0
    for (let i = 0; i <= 200 && status !== 429; i++) {
      status = await page.evaluate(
        async () => (await fetch('/api/swc/demo/contact', { method: 'POST', body: new FormData() })).status,
      )
      if (max && i < max) expect(status).not.toBe(429)
    }
    expect(status).toBe(429)
    for (const locale of ['en', 'fr'] as const) {
      const w = L[locale]
      await open(page, w.contact)
      const form = page.locator('main form.lead-form')
      await fill(form, w, uniqueEmail('limited'))
      await form.getByRole('button', { name: w.send }).click()
      await toaster(page).getByText(w.failure, { exact: true }).waitFor()
      await toaster(page).getByText(w.rateLimited).waitFor()
    }
    await page.context().close()
  })
})
