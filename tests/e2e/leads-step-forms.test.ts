import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'
import { fieldByLabel, fillPerson } from './helpers/forms'
import { fakeRecaptcha, storedLead, typeMasked, uniqueEmail, watchCspViolations } from './helpers/leads'

const browser = fileBrowser()

const W = {
  fr: {
    alert: '/fr/alerte-immobiliere',
    valuation: '/fr/vendre',
    start: 'Commencer',
    next: 'Suivant',
    previous: 'Précédent',
    submit: 'Envoyer',
    step: (n: number, t: number) => `Étape ${n} de ${t}`,
    errorsTitle: 'Veuillez vérifier les éléments suivants :',
    sent: 'Demande envoyée',
    submitError: 'La demande n’a pas pu être envoyée.',
    filter: 'Filtrer les villes',
    moving: '0 à 60 jours',
    situation: 'Locataire',
    budgetMin: 'Budget minimal',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bain',
    first: 'Prénom',
    last: 'Nom',
    phone: 'Numéro de téléphone',
    email: 'Adresse courriel',
    address: 'Adresse',
    postal: 'Code postal',
    city: 'Ville',
    type: 'Condo',
    year: 'Année de construction',
    parking: 'Stationnements',
    garage: 'Garage',
    metric: 'Métrique',
    living: 'Superficie habitable',
    lot: 'Superficie du terrain',
    imperialUnit: 'pi²',
    yes: 'Oui',
    motivation: 'Pourquoi pensez-vous vendre?',
    err: {
      municipalities: 'Le champ Municipalités est obligatoire',
      moving: 'Le champ Date de déménagement est obligatoire',
      situation: 'Le champ Situation actuelle est obligatoire',
      bedrooms: 'Le champ Chambres est obligatoire',
      bathrooms: 'Le champ Salles de bain est obligatoire',
      first: 'Le champ Prénom est obligatoire',
      last: 'Le champ Nom est obligatoire',
      phone: 'Le champ Numéro de téléphone est obligatoire',
      email: 'Le champ Adresse courriel est obligatoire',
      emailInvalid: 'Le champ adresse courriel est invalide',
      postalInvalid: 'Le champ code postal est invalide',
      type: 'Le champ Type de propriété est obligatoire',
      year: 'Le champ Année de construction est obligatoire',
      parking: 'Le champ Stationnements est obligatoire',
      garage: 'Le champ Garage est obligatoire',
      living: 'Le champ Superficie habitable est obligatoire',
      lot: 'Le champ Superficie du terrain est obligatoire',
    },
  },
  en: {
    alert: '/en/property-alert',
    valuation: '/en/sell',
    start: 'Start',
    next: 'Next',
    previous: 'Previous',
    submit: 'Submit',
    step: (n: number, t: number) => `Step ${n} of ${t}`,
    errorsTitle: 'Please check the following:',
    sent: 'Request Sent',
    submitError: 'The request could not be submitted.',
    filter: 'Filter the cities',
    moving: '0 to 60 days',
    situation: 'Tenant',
    budgetMin: 'Minimum budget',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    first: 'First name',
    last: 'Last name',
    phone: 'Phone number',
    email: 'Email Address',
    address: 'Address',
    postal: 'Postal code',
    city: 'City',
    type: 'Condo',
    year: 'Year of construction',
    parking: 'Parking spaces',
    garage: 'Garage',
    metric: 'Metric',
    living: 'Living area',
    lot: 'Lot area',
    imperialUnit: 'ft²',
    yes: 'Yes',
    motivation: 'Why are you thinking of selling?',
    err: {
      municipalities: 'The Municipalities field is required',
      moving: 'The Moving date field is required',
      situation: 'The Current situation field is required',
      bedrooms: 'The Bedrooms field is required',
      bathrooms: 'The Bathrooms field is required',
      first: 'The First name field is required',
      last: 'The Last name field is required',
      phone: 'The Phone number field is required',
      email: 'The Email Address field is required',
      emailInvalid: 'The email address field is invalid',
      postalInvalid: 'The postal code field is invalid',
      type: 'The Property type field is required',
      year: 'The Year of construction field is required',
      parking: 'The Parking spaces field is required',
      garage: 'The Garage field is required',
      living: 'The Living area field is required',
      lot: 'The Lot area field is required',
    },
  },
} as const
type Words = (typeof W)['fr'] | (typeof W)['en']

const field = fieldByLabel

async function setUp(options: BrowserContextOptions, path: string) {
  const page = await newPage(browser(), options)
  await fakeRecaptcha(page)
  const csp = await watchCspViolations(page)
  await open(page, path)
  return { page, csp, form: page.locator('main form.step-form') }
}

/** Next with the step empty: the step stays, and the danger list names exactly these errors. */
async function expectStepErrors(form: Locator, w: Words, errors: string[]) {
  await form.getByRole('button', { name: w.next }).click()
  const alert = form.getByRole('alert')
  await alert.getByText(w.errorsTitle).waitFor()
  for (const e of errors) await alert.getByText(e, { exact: true }).waitFor()
  expect(await alert.locator('li').count()).toBe(errors.length)
}

async function expectStep(form: Locator, w: Words, n: number, total: number) {
  const bar = form.getByRole('progressbar', { name: w.step(n, total) })
  await bar.waitFor()
  expect(await bar.getAttribute('value')).toBe(String(n))
  expect(await bar.getAttribute('max')).toBe(String(total))
}

/** A new step takes the focus to its title (a heading of the form), so the keyboard goes on from there. */
const expectFocusOnStepTitle = (form: Locator) =>
  expect
    .poll(() =>
      form.evaluate((f) => (document.activeElement?.matches('h3') && f.contains(document.activeElement)) ?? false),
    )
    .toBe(true)

async function next(form: Locator, w: Words, n: number, total: number) {
  await form.getByRole('button', { name: w.next }).click()
  await expectStep(form, w, n, total).catch(async () => {
    throw new Error(`Step ${n} not reached; the form shows:\n${await form.innerText()}`)
  })
  expect(await form.getByRole('alert').count()).toBe(0)
  await expectFocusOnStepTitle(form)
}

async function start(page: Page, form: Locator, w: Words, total: number) {
  const button = form.getByRole('button', { name: w.start })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
  await expectStep(form, w, 1, total)
  await expectFocusOnStepTitle(form)
  expect(await axeViolations(page)).toEqual([])
}

async function chooseMunicipality(form: Locator, w: Words) {
  await field(form, w.filter).fill('laval')
  const box = form.getByRole('checkbox', { name: /^Laval$/ })
  await box.check()
}

async function personStep(page: Page, form: Locator, w: Words, email: string, n: number, total: number) {
  await expectStepErrors(form, w, [w.err.first, w.err.last, w.err.phone, w.err.email])
  expect(await axeViolations(page)).toEqual([])
  await fillPerson(form, w, { first: 'Marie', last: 'Tremblay', email: 'marie@exemple', phone: '4505550199' })
  expect(await field(form, w.phone).inputValue()).toBe('(450) 555-0199')
  await expectStepErrors(form, w, [w.err.emailInvalid])
  await field(form, w.email).fill(email)
  await next(form, w, n, total)
}

async function addressStepAndSubmit(form: Locator, w: Words) {
  const submit = form.getByRole('button', { name: w.submit })
  expect(await submit.isDisabled()).toBe(true)
  await field(form, w.address).fill('123 rue Principale')
  await field(form, w.city).fill('Laval')
  await typeMasked(field(form, w.postal), 'h7t2k')
  expect(await field(form, w.postal).inputValue()).toBe('H7T 2K')
  await submit.click()
  await form.getByRole('alert').getByText(w.err.postalInvalid, { exact: true }).waitFor()
  await typeMasked(field(form, w.postal), '9x1')
  expect(await field(form, w.postal).inputValue()).toBe('H7T 2K9')
  await submit.click()
  await form.getByText(w.sent, { exact: true }).waitFor()
  for (const input of await form.locator('input, textarea').all()) expect(await input.isDisabled()).toBe(true)
}

describe.each([
  { locale: 'fr' as const, device: 'phone', options: phone },
  { locale: 'en' as const, device: 'desktop', options: desktop },
  { locale: 'en' as const, device: 'phone', options: phone },
  { locale: 'fr' as const, device: 'desktop', options: desktop },
])('property alert form ($locale, $device)', ({ locale, device, options }) => {
  const w: Words = W[locale]

  it('walks intro + 6 steps with per-step errors, masks and Previous/Next, then Request Sent with fields disabled', async () => {
    const { page, form, csp } = await setUp(options, w.alert)
    await start(page, form, w, 6)
    await expectStepErrors(form, w, [w.err.municipalities])
    expect(await axeViolations(page)).toEqual([])
    await chooseMunicipality(form, w)
    await next(form, w, 2, 6)
    await expectStepErrors(form, w, [w.err.moving, w.err.situation])
    // Previous clears the errors and goes back; the choice made is kept.
    await form.getByRole('button', { name: w.previous }).click()
    await expectStep(form, w, 1, 6)
    expect(await form.getByRole('alert').count()).toBe(0)
    expect(await form.getByRole('checkbox', { name: /^Laval$/ }).isChecked()).toBe(true)
    await next(form, w, 2, 6)
    await form.getByRole('radio', { name: w.moving }).check()
    await form.getByRole('radio', { name: w.situation }).check()
    await next(form, w, 3, 6)
    await typeMasked(field(form, w.budgetMin), '350000abc')
    expect(await field(form, w.budgetMin).inputValue()).toBe('350 000')
    await next(form, w, 4, 6)
    await expectStepErrors(form, w, [w.err.bedrooms, w.err.bathrooms])
    // Two-digit counts: a third digit is refused.
    await typeMasked(field(form, w.bedrooms), '345')
    expect(await field(form, w.bedrooms).inputValue()).toBe('34')
    await typeMasked(field(form, w.bathrooms), '2')
    expect(await field(form, w.bathrooms).inputValue()).toBe('2')
    await next(form, w, 5, 6)
    const email = uniqueEmail(`alert-${locale}-${device}`)
    await personStep(page, form, w, email, 6, 6)
    await addressStepAndSubmit(form, w)

    const lead = await storedLead(email)
    expect(lead).toMatchObject({ form_type: 'property_alert', locale, first_name: 'Marie', phone: '(450) 555-0199' })
    expect(lead.fields).toMatchObject({
      municipality: 'Laval',
      desired_moving_timeframe: '0-60-days',
      current_client_situation: 'tenant',
      budget_min: '350000',
      nb_bedrooms: '34',
      nb_bathrooms: '2',
      postal_code: 'H7T 2K9',
      city: 'Laval',
    })
    expect(lead.review_flagged).toBe(true)
    expect(await csp()).toEqual([])
    await page.context().close()
  })

  it('keeps the form usable after a failed submission', async () => {
    const { page, form } = await setUp(options, w.alert)
    await start(page, form, w, 6)
    // Previous from the first step: back to the intro, the focus on Start.
    await form.getByRole('button', { name: w.previous }).click()
    const again = form.getByRole('button', { name: w.start })
    await expect.poll(() => again.evaluate((b) => b === document.activeElement)).toBe(true)
    await again.click()
    await expectStep(form, w, 1, 6)
    await chooseMunicipality(form, w)
    await next(form, w, 2, 6)
    await form.getByRole('radio', { name: w.moving }).check()
    await form.getByRole('radio', { name: w.situation }).check()
    await next(form, w, 3, 6)
    await next(form, w, 4, 6)
    await typeMasked(field(form, w.bedrooms), '1')
    await typeMasked(field(form, w.bathrooms), '1')
    await next(form, w, 5, 6)
    const email = uniqueEmail(`alert-fail-${locale}-${device}`)
    await fillPerson(form, w, { first: 'Luc', last: 'Roy', email, phone: '5145550100' })
    await next(form, w, 6, 6)
    await field(form, w.address).fill('1 rue du Port')
    await typeMasked(field(form, w.postal), 'H2X1Y4')
    await field(form, w.city).fill('Montréal')
    await page.route('**/api/swc/*/contact', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await form.getByRole('button', { name: w.submit }).click()
    await form.getByRole('alert').getByText(w.submitError).waitFor()
    expect(await field(form, w.city).isEnabled()).toBe(true)
    await page.unroute('**/api/swc/*/contact')
    await form.getByRole('button', { name: w.submit }).click()
    await form.getByText(w.sent, { exact: true }).waitFor()
    expect((await storedLead(email)).fields).toMatchObject({ city: 'Montréal', budget_min: '0' })
    await page.context().close()
  })
})

describe.each([
  { locale: 'en' as const, device: 'phone', options: phone },
  { locale: 'fr' as const, device: 'desktop', options: desktop },
  { locale: 'fr' as const, device: 'phone', options: phone },
  { locale: 'en' as const, device: 'desktop', options: desktop },
])('property valuation form ($locale, $device)', ({ locale, device, options }) => {
  const w: Words = W[locale]

  it('walks intro + 7 steps with masks, units and per-step errors, then Request Sent with fields disabled', async () => {
    const { page, form } = await setUp(options, w.valuation)
    await start(page, form, w, 7)
    await expectStepErrors(form, w, [w.err.municipalities])
    await chooseMunicipality(form, w)
    await next(form, w, 2, 7)
    await expectStepErrors(form, w, [
      w.err.type,
      w.err.year,
      w.err.bedrooms,
      w.err.bathrooms,
      w.err.parking,
      w.err.garage,
    ])
    expect(await axeViolations(page)).toEqual([])
    await form.getByRole('radio', { name: w.type, exact: true }).check()
    await typeMasked(field(form, w.year), '19855')
    expect(await field(form, w.year).inputValue()).toBe('1985')
    await typeMasked(field(form, w.bedrooms), '2')
    await typeMasked(field(form, w.bathrooms), '1')
    await typeMasked(field(form, w.parking), '1')
    await typeMasked(field(form, w.garage), '0')
    await next(form, w, 3, 7)
    // Units follow the measurement system: ft² / pi² (imperial, by language) or m².
    expect(await form.getByLabel(`${w.living} (${w.imperialUnit})`).count()).toBe(1)
    await expectStepErrors(form, w, [w.err.living, w.err.lot])
    await form.getByRole('radio', { name: new RegExp(`^${w.metric}`) }).check()
    await typeMasked(form.getByLabel(`${w.living} (m²)`), '1234567')
    expect(await form.getByLabel(`${w.living} (m²)`).inputValue()).toBe('123456')
    await typeMasked(form.getByLabel(`${w.lot} (m²)`), '450')
    await next(form, w, 4, 7)
    await form.getByRole('radio', { name: w.yes }).first().check()
    await next(form, w, 5, 7)
    await field(form, w.motivation).fill('  Plus grand  ')
    await next(form, w, 6, 7)
    const email = uniqueEmail(`valuation-${locale}-${device}`)
    await personStep(page, form, w, email, 7, 7)
    await addressStepAndSubmit(form, w)

    const lead = await storedLead(email)
    expect(lead).toMatchObject({ form_type: 'property_valuation', locale })
    expect(lead.fields).toMatchObject({
      property_type: 'condo',
      year_of_construction: '1985',
      nb_garage: '0',
      nb_parking: '1',
      living_area: expect.stringContaining('123456'),
      land_area: expect.stringContaining('450'),
      reason_for_sale: 'Plus grand',
    })
    await page.context().close()
  })
})
