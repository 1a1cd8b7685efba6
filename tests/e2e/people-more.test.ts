import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, newPageWithoutTiles, desktop, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const L10N = [
  {
    locale: 'fr',
    team: '/fr/courtiers',
    partners: '/fr/partenaires',
    search: 'Rechercher un membre',
    close: 'Fermer',
    programs: '3 programmes',
    seeMore: /^Voir plus sur Catherine Bergeron$/,
    longText: 'urbanisme',
    partnersList: 'Nos partenaires de confiance',
    inspection: 'Inspection',
    all: 'Toutes',
    showMore: 'Voir tous les partenaires',
    bankFilter: 'Filtrer par nom d’institution',
    bankQuery: 'nationale',
    bankList: 'Nos partenaires bancaires',
    bank: 'Banque Nationale — Chomedey',
    placeholder: /^Photo non disponible — .+$/,
    firstDetails: 'Voir la fiche — Isabelle Gagnon',
    play: 'Reprendre le défilement',
  },
  {
    locale: 'en',
    team: '/en/brokers',
    partners: '/en/partners',
    search: 'Search for a member',
    close: 'Close',
    programs: '3 programs',
    seeMore: /^See more about Catherine Bergeron$/,
    longText: 'urban planning',
    partnersList: 'Our trusted partners',
    inspection: 'Inspection',
    all: 'All',
    showMore: 'Show all partners',
    bankFilter: 'Filter by bank name',
    bankQuery: 'national',
    bankList: 'Our bank partners',
    bank: 'National Bank — Chomedey',
    placeholder: /^No photo of .+ available$/,
    firstDetails: 'View details — Isabelle Gagnon',
    play: 'Resume autoplay',
  },
] as const

const VIEWPORTS = [
  ['phone', phone],
  ['desktop', desktop],
] as const

/** The combobox island loads after hydration: type until its listbox answers. */
async function typeInSearch(page: Page, name: string, text: string) {
  const box = page.getByRole('combobox', { name })
  await expect
    .poll(
      async () => {
        await box.fill('')
        await box.pressSequentially(text)
        return box.getAttribute('aria-expanded')
      },
      { timeout: 20_000 },
    )
    .toBe('true')
  return box
}

describe.each(L10N)('hero members search ($locale)', (L) => {
  it.each(VIEWPORTS)(
    'opens the member modal from the dropdown and clears the selection on close (%s)',
    async (_, viewport) => {
      const page = await newPageWithoutTiles(browser(), viewport)
      await open(page, L.team)
      const box = await typeInSearch(page, L.search, 'emi')
      await page.getByRole('option', { name: 'Émilie Bélanger' }).click()
      const dialog = page.getByRole('dialog', { name: 'Émilie Bélanger' })
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
      await expect.poll(() => dialog.getByRole('button', { name: new RegExp(`^${L.programs}`) }).isVisible()).toBe(true)
      await dialog.getByRole('button', { name: new RegExp(`^${L.programs}`) }).click()
      await expect.poll(() => page.getByRole('tooltip').count()).toBeGreaterThan(0)
      expect(await axeViolations(page, ['.lazy-map'])).toEqual([])
      await page.keyboard.press('Escape') // closes the tooltip first
      await dialog.getByRole('button', { name: L.close }).click()
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
      expect(await box.inputValue()).toBe('')
      await page.context().close()
    },
  )

  it.each(VIEWPORTS)('works with the keyboard alone (%s)', async (_, viewport) => {
    const page = await newPageWithoutTiles(browser(), viewport)
    await open(page, L.team)
    const box = await typeInSearch(page, L.search, 'jul')
    await page.keyboard.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Julien Côté' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    expect(await box.inputValue()).toBe('')
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true)
    await page.context().close()
  })

  it('opens the same modal from the carousel, which holds at most 10 members and keeps still under reduced motion', async () => {
    const page = await newPageWithoutTiles(browser(), desktop)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, L.team)
    expect(await page.locator('.members-search__details').count()).toBe(10)
    // Autoplay never starts when the visitor prefers reduced motion: the control offers to play.
    await expect
      .poll(() => page.locator('.members-search').getByRole('button', { name: L.play }).count(), { timeout: 20_000 })
      .toBe(1)
    const dialog = page.getByRole('dialog', { name: 'Isabelle Gagnon' })
    await page.getByRole('button', { name: L.firstDetails }).click()
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    await page.context().close()
  })
})

describe.each(L10N)('team members carousel ($locale)', (L) => {
  it.each(VIEWPORTS)('offers see more only for a description that overflows its clamp (%s)', async (_, viewport) => {
    const page = await newPageWithoutTiles(browser(), viewport)
    await open(page, L.team)
    const more = page.getByRole('button', { name: L.seeMore })
    await more.scrollIntoViewIfNeeded()
    await expect.poll(() => more.isVisible(), { timeout: 20_000 }).toBe(true)
    // The short descriptions fit their clamp: no see-more for them.
    const texts = page.locator('.team-card__text')
    const overflowing = await texts.evaluateAll((els) => els.map((e) => e.scrollHeight > e.clientHeight + 1))
    expect(overflowing.filter(Boolean)).toHaveLength(1)
    expect(await page.locator('.team-card__more').count()).toBe(1)
    const dialog = page.getByRole('dialog', { name: 'Catherine Bergeron' })
    // A press that lands while the carousel's code starts (embla loads late, decision 0040) can be lost under
    // load (seen once in CI, English at phone width): pressed again, as a visitor would. Noted in issue 25.
    await expect
      .poll(
        async () => {
          if (!(await dialog.isVisible())) await more.click({ timeout: 5000 }).catch(() => undefined)
          return dialog.isVisible()
        },
        { timeout: 20_000, interval: 3000 },
      )
      .toBe(true)
    expect(await dialog.textContent()).toContain(L.longText)
    expect(await axeViolations(page, ['.lazy-map'])).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    await page.context().close()
  })

  it('shows the context_type placeholder for a leader without a photo', async () => {
    const page = await newPageWithoutTiles(browser(), desktop)
    await open(page, L.team)
    expect(await page.locator('.team-members').getByRole('img', { name: L.placeholder }).count()).toBeGreaterThan(0)
    expect(await page.locator('.team-members [data-placeholder="team"]').count()).toBeGreaterThan(0)
    await page.context().close()
  })
})

describe.each(L10N)('partners page ($locale)', (L) => {
  it.each(VIEWPORTS)(
    'filters partners by tag, shows 6 then all, and bank partners by name (%s)',
    async (_, viewport) => {
      const page = await newPageWithoutTiles(browser(), viewport)
      await open(page, L.partners)
      const cards = page.getByRole('list', { name: L.partnersList }).locator(':scope > li')
      expect(await cards.count()).toBe(6)
      const tag = page.getByRole('button', { name: L.inspection, exact: true })
      await expect
        .poll(
          async () => {
            await tag.click()
            return tag.getAttribute('aria-pressed')
          },
          { timeout: 20_000 },
        )
        .toBe('true')
      await expect.poll(() => cards.count()).toBe(2)
      for (const text of await cards.allTextContents()) expect(text).toContain(L.inspection)
      await page.getByRole('button', { name: L.all, exact: true }).click()
      await expect.poll(() => cards.count()).toBe(6)
      await page.getByRole('button', { name: L.showMore }).click()
      await expect.poll(() => cards.count()).toBe(8)

      const banks = page.getByRole('list', { name: L.bankList }).locator(':scope > li')
      expect(await banks.count()).toBe(3)
      await page.getByLabel(L.bankFilter).fill(L.bankQuery)
      await expect.poll(() => banks.count()).toBe(1)
      expect(await banks.first().textContent()).toContain(L.bank)
      await page.getByLabel(L.bankFilter).fill('zzz')
      await expect.poll(() => banks.count()).toBe(0)

      expect(await page.getByRole('img', { name: L.placeholder }).count()).toBeGreaterThan(0)
      const broken = await page
        .locator('main img')
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length)
      expect(broken).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )
})
