import type { BrowserContextOptions, Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, desktop, newPage, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const W = {
  fr: {
    path: '/fr/calculatrice-hypothecaire',
    properties: '/fr/proprietes',
    link: 'Calculer mes versements hypothécaires',
    price: 'Prix de la propriété',
    down: 'Mise de fonds',
    rate: 'Taux d’intérêt',
    years: 'Amortissement',
    frequency: 'Fréquence des versements',
    calculate: 'Calculer',
    result: 'Versement estimé',
    weekly: 'Hebdomadaire',
    commercial: 'Commerciale',
    residential: 'Résidentielle',
    monthly: '2 908,02 $ par mois',
    weeklyPayment: '727,01 $ par semaine',
    tooHigh: 'Mise de fonds trop élevée',
    minimum: 'La mise de fonds minimale pour cette propriété est de 37 500,00 $.',
    minimumCommercial: 'La mise de fonds minimale pour cette propriété est de 218 750,00 $.',
    premium: 'Prime d’assurance prêt hypothécaire (4 %) : 23 000,00 $, habituellement ajoutée au prêt.',
    premiumWord: 'Prime d’assurance',
  },
  en: {
    path: '/en/mortgage-calculator',
    properties: '/en/properties',
    link: 'Calculate my mortgage payments',
    price: 'Property price',
    down: 'Down payment',
    rate: 'Interest rate',
    years: 'Amortization',
    frequency: 'Payment frequency',
    calculate: 'Calculate',
    result: 'Estimated payment',
    weekly: 'Weekly',
    commercial: 'Commercial',
    residential: 'Residential',
    monthly: '$2,908.02 per month',
    weeklyPayment: '$727.01 per week',
    tooHigh: 'Down payment too high',
    minimum: 'The minimum down payment for this property is $37,500.00.',
    minimumCommercial: 'The minimum down payment for this property is $218,750.00.',
    premium: 'Mortgage default insurance premium (4%): $23,000.00, usually added to the mortgage.',
    premiumWord: 'insurance premium',
  },
} as const
type Words = (typeof W)['fr'] | (typeof W)['en']

/** Intl puts (narrow) no-break spaces in French amounts: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim()
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}`))

async function setUp(options: BrowserContextOptions, path: string) {
  const page = await newPage(browser(), options)
  await open(page, path)
  return { page, form: page.locator('main form.mortgage__form') }
}

async function typeAmount(form: Locator, label: string, digits: string) {
  const input = field(form, label)
  await input.fill('')
  await input.pressSequentially(digits)
}

describe.each([
  { locale: 'fr' as const, device: 'phone', options: phone },
  { locale: 'en' as const, device: 'phone', options: phone },
  { locale: 'fr' as const, device: 'desktop', options: desktop },
  { locale: 'en' as const, device: 'desktop', options: desktop },
])('mortgage calculator ($locale, $device)', ({ locale, options }) => {
  const w: Words = W[locale]

  it('computes 500 000 $ at 5 % over 25 years, only after Calculate, with weekly = monthly / 4', async () => {
    const { page, form } = await setUp(options, w.path)
    await typeAmount(form, w.price, '625000')
    expect(plain(await field(form, w.price).inputValue())).toBe('625 000')
    await typeAmount(form, w.down, '125000')
    await field(form, w.rate).fill('5')
    expect(await field(form, w.years).inputValue()).toBe('25')
    expect(await form.getByRole('heading', { name: w.result }).count()).toBe(0)
    await form.getByRole('button', { name: w.calculate }).click()
    const result = form.getByRole('heading', { name: w.result }).locator('..')
    await result.waitFor()
    expect(plain(await result.innerText())).toContain(w.monthly)
    // Announced: the result is inserted into a live region that was already on the page.
    expect(await result.locator('xpath=ancestor::*[@aria-live="polite"]').count()).toBe(1)
    // 20% down: no insurance premium.
    expect(await result.getByText(w.premiumWord).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    // Changing an input hides the result until Calculate is pressed again.
    await field(form, w.frequency).selectOption({ label: w.weekly })
    expect(await form.getByRole('heading', { name: w.result }).count()).toBe(0)
    await form.getByRole('button', { name: w.calculate }).click()
    expect(plain(await result.innerText())).toContain(w.weeklyPayment)
    await page.context().close()
  })

  it('warns about a down payment too high or below the minimum (Calculate disabled) and shows the premium under 20%', async () => {
    const { page, form } = await setUp(options, w.path)
    const calculate = form.getByRole('button', { name: w.calculate })
    await typeAmount(form, w.price, '12345678901')
    expect(plain(await field(form, w.price).inputValue())).toBe('123 456 789')
    await typeAmount(form, w.price, '625000')
    await typeAmount(form, w.down, '700000')
    const alert = form.getByRole('alert')
    await alert.getByText(w.tooHigh).waitFor()
    expect(await calculate.isDisabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await typeAmount(form, w.down, '10000')
    await form.locator('.alert--danger').waitFor()
    expect(plain(await form.locator('.alert--danger').innerText())).toBe(w.minimum)
    expect(await calculate.isDisabled()).toBe(true)
    await form.getByRole('radio', { name: w.commercial }).check()
    expect(plain(await form.locator('.alert--danger').innerText())).toBe(w.minimumCommercial)
    await form.getByRole('radio', { name: w.residential }).check()
    await typeAmount(form, w.down, '50000')
    expect(await calculate.isEnabled()).toBe(true)
    await calculate.click()
    const result = form.getByRole('heading', { name: w.result }).locator('..')
    await result.waitFor()
    expect(plain(await result.innerText())).toContain(w.premium)
    await page.context().close()
  })

  it('starts from ?price= (digits only, validated, clamped) and from the listing page link', async () => {
    const { page, form } = await setUp(options, `${w.path}?price=489000`)
    expect(plain(await field(form, w.price).inputValue())).toBe('489 000')
    for (const [query, shown] of [
      ['abc', ''],
      ['-5', ''],
      ['12.5', ''],
      ['0', ''],
      ['5000000000', '999 999 999'],
    ] as const) {
      await open(page, `${w.path}?price=${query}`)
      expect(plain(await field(form, w.price).inputValue()), query).toBe(shown)
    }
    await open(page, `${w.properties}?reset_filters=1&forSaleForRent=buy`)
    const card = page.locator('.psearch__list .listing-card__link').first()
    await open(page, (await card.getAttribute('href'))!)
    const link = page.getByRole('link', { name: w.link })
    const price = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('price')
    expect(price).toMatch(/^[1-9]\d*$/)
    await link.click()
    await page.waitForURL((u) => u.pathname === w.path)
    await field(form, w.price).waitFor()
    expect(plain(await field(form, w.price).inputValue()).replace(/ /g, '')).toBe(price)
    await page.context().close()
  })
})
