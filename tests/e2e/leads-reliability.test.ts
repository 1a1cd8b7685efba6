import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'
import { storedLead, toastsSettled, typeMasked, uniqueEmail } from './helpers/leads'

const browser = fileBrowser()

const L = {
  fr: {
    contact: '/fr/contact',
    about: '/fr/a-propos',
    alert: '/fr/alerte-immobiliere',
    first: 'Prénom',
    last: 'Nom',
    email: 'Adresse courriel',
    phone: 'Numéro de téléphone',
    message: 'Message',
    send: 'Envoyer',
    contactMe: 'Me joindre',
    success: 'Votre message a été envoyé.',
    failure: 'La demande n’a pas pu être envoyée.',
    refused:
      'Votre demande a été refusée par notre protection contre les envois automatiques. Si vous êtes une personne, veuillez nous joindre par téléphone ou par courriel.',
    tooLong: 'Le champ Prénom est trop long (100 caractères au plus)',
  },
  en: {
    contact: '/en/contact',
    about: '/en/about',
    alert: '/en/property-alert',
    first: 'First name',
    last: 'Last name',
    email: 'Email Address',
    phone: 'Phone number',
    message: 'Message',
    send: 'Send',
    contactMe: 'Contact me',
    success: 'Your message has been sent.',
    failure: 'The request could not be submitted.',
    refused:
      'Your request was refused by our protection against automated submissions. If you are a person, please reach us by phone or email.',
    tooLong: 'The First name field is too long (at most 100 characters)',
  },
} as const
type Words = (typeof L)['fr'] | (typeof L)['en']

const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\b`))
const toaster = (page: Page) => page.locator('[data-sonner-toaster]')

/**
 * Google's captcha unreachable: its script requests fail at once ('abort'), or never answer ('hang':
 * the form must stop waiting after a few seconds). Counts the requests so a test can tell they were made.
 */
async function blockCaptcha(page: Page, how: 'abort' | 'hang') {
  const seen: string[] = []
  for (const pattern of ['https://www.google.com/recaptcha/**', 'https://www.gstatic.com/recaptcha/**']) {
    await page.route(pattern, (route) => {
      seen.push(route.request().url())
      return how === 'abort' ? route.abort('connectionrefused') : undefined
    })
  }
  return seen
}

async function fill(form: Locator, w: Words, email: string, message: string) {
  await field(form, w.first).fill('Marie')
  await field(form, w.last).fill('Tremblay')
  await field(form, w.email).fill(email)
  await typeMasked(field(form, w.phone), '5145550123')
  await field(form, w.message).fill(message)
}

/** A person takes a few seconds: the server refuses a tokenless form sent sooner than LEADS_MIN_FILL_MS (2 s). */
const personPace = (page: Page, since: number) => page.waitForTimeout(Math.max(0, 2500 - (Date.now() - since)))

describe.each([
  { locale: 'fr' as const, device: 'phone', options: phone, how: 'abort' as const },
  { locale: 'en' as const, device: 'desktop', options: desktop, how: 'hang' as const },
  { locale: 'en' as const, device: 'phone', options: phone, how: 'abort' as const },
  { locale: 'fr' as const, device: 'desktop', options: desktop, how: 'hang' as const },
])('contact form with the captcha script blocked ($locale, $device, $how)', ({ locale, device, options, how }) => {
  const w: Words = L[locale]
  it('still sends: success shown, the lead stored flagged captcha-unavailable; the page has no WCAG 2.1 AA violation', async () => {
    const page = await newPage(browser(), options)
    const requests = await blockCaptcha(page, how)
    await open(page, w.contact)
    const opened = Date.now()
    const form = page.locator('main form.lead-form')
    await form.scrollIntoViewIfNeeded()
    expect(await axeViolations(page)).toEqual([])
    const email = uniqueEmail(`blocked-${locale}-${device}`)
    await fill(form, w, email, `Captcha bloqué ${email}`)
    await personPace(page, opened)
    await form.getByRole('button', { name: w.send }).click()
    await toaster(page).getByText(w.success).waitFor({ timeout: 20_000 })
    expect(requests.length).toBeGreaterThan(0)
    const lead = await storedLead(email)
    expect(lead).toMatchObject({
      form_type: 'contact_form',
      locale,
      review_flagged: true,
      review_reason: 'captcha-unavailable',
      message: `Captcha bloqué ${email}`,
    })
    await page.context().close()
  })
})

describe('captcha blocked: the other forms', () => {
  it('a contact modal sends (fr, desktop)', async () => {
    const page = await newPage(browser(), desktop)
    await blockCaptcha(page, 'abort')
    await open(page, L.fr.about)
    await page.locator('main').getByRole('button', { name: L.fr.contactMe }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const opened = Date.now()
    expect(await axeViolations(page)).toEqual([])
    const email = uniqueEmail('blocked-modal')
    await fill(dialog, L.fr, email, 'Depuis la fenêtre, sans captcha')
    await personPace(page, opened)
    await dialog.getByRole('button', { name: L.fr.send }).click()
    await toaster(page).getByText(L.fr.success).waitFor()
    expect(await storedLead(email)).toMatchObject({
      review_reason: 'captcha-unavailable',
      message: 'Depuis la fenêtre, sans captcha',
    })
    await page.context().close()
  })

  it('the property alert form sends (en, phone)', async () => {
    const page = await newPage(browser(), phone)
    await blockCaptcha(page, 'abort')
    await open(page, L.en.alert)
    const opened = Date.now()
    const form = page.locator('main form.step-form')
    const step = (label: RegExp | string) => form.getByLabel(label)
    const nextStep = () => form.getByRole('button', { name: 'Next' }).click()
    const start = form.getByRole('button', { name: 'Start' })
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.click()
    await step('Filter the cities').fill('laval')
    await form.getByRole('checkbox', { name: /^Laval$/ }).check()
    await nextStep()
    await form.getByRole('radio', { name: '0 to 60 days' }).check()
    await form.getByRole('radio', { name: 'Tenant' }).check()
    await nextStep()
    await nextStep()
    await typeMasked(step(/^Bedrooms/), '2')
    await typeMasked(step(/^Bathrooms/), '1')
    await nextStep()
    const email = uniqueEmail('blocked-alert')
    await step(/^First name/).fill('Luc')
    await step(/^Last name/).fill('Roy')
    await typeMasked(step(/^Phone number/), '4505550199')
    await step(/^Email Address/).fill(email)
    await nextStep()
    await step(/^Address/).fill('123 rue Principale')
    await step(/^City/).fill('Laval')
    await typeMasked(step(/^Postal code/), 'h7t2k9')
    // Without a captcha the server refuses a form filled in under 2 s (a robot's pace); on a quiet
    // machine this script is that fast.
    await personPace(page, opened)
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.getByText('Request Sent', { exact: true }).waitFor()
    expect(await storedLead(email)).toMatchObject({
      form_type: 'property_alert',
      locale: 'en',
      review_reason: 'captcha-unavailable',
    })
    await page.context().close()
  })
})

describe.each([
  { locale: 'fr' as const, options: desktop },
  { locale: 'en' as const, options: phone },
])('abuse and bounds seen from the browser ($locale)', ({ locale, options }) => {
  const w: Words = L[locale]
  it('refuses a filled honeypot with a clear message and names an over-long first name as too long', async () => {
    const page = await newPage(browser(), options)
    await blockCaptcha(page, 'abort')
    await open(page, w.contact)
    const opened = Date.now()
    const form = page.locator('main form.lead-form')
    await fill(form, w, uniqueEmail(`trap-${locale}`), 'Robot')
    // What a form-filling robot does: fill every input, the hidden one too.
    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = 'http://cheap-pills.example'
    })
    await personPace(page, opened)
    await form.getByRole('button', { name: w.send }).click()
    await toaster(page).getByText(w.failure, { exact: true }).waitFor()
    await toaster(page).getByText(w.refused).waitFor()
    await toastsSettled(page)

    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = ''
    })
    await field(form, w.first).fill('M'.repeat(101))
    await form.getByRole('button', { name: w.send }).click()
    await form.getByText(w.tooLong, { exact: true }).waitFor()
    expect(await form.getByText(/^(Le champ Prénom est obligatoire|The First name field is required)$/).count()).toBe(0)
    await page.context().close()
  })
})
