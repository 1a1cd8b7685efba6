import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, open, phone, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const burger = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Navigation principale' })
const isFocused = (page: Page, name: string, role: 'button' | 'link' = 'button') =>
  page.getByRole(role, { name }).evaluate((el) => el === document.activeElement)
const scrollLocked = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.classList.contains('scroll-locked') &&
      getComputedStyle(document.documentElement).overflow === 'hidden',
  )

async function openMenu(page: Page) {
  await open(page, '/fr')
  await burger(page).click()
  await dialog(page).waitFor()
}

describe('mobile navigation (390 px)', () => {
  it('works with the keyboard only', async () => {
    const page = await newPage(browser(), phone)
    await open(page, '/fr')
    expect(await page.getByRole('banner').getByRole('navigation').isVisible()).toBe(false)

    for (let i = 0; i < 10 && !(await isFocused(page, 'Ouvrir le menu')); i++) await page.keyboard.press('Tab')
    expect(await isFocused(page, 'Ouvrir le menu')).toBe(true)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
    // The lock follows the dialog by a render or two (store, then the layout's effect).
    await expect.poll(() => scrollLocked(page)).toBe(true)
    await expect.poll(() => dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true)

    // Open the 'Vendre' accordion from the keyboard.
    const vendre = dialog(page).getByRole('button', { name: 'Vendre' })
    for (let i = 0; i < 10 && !(await vendre.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    expect(await vendre.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await vendre.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('link', { name: 'Vendre avec moi' }).waitFor({ state: 'visible' })
    expect(await vendre.getAttribute('aria-expanded')).toBe('true')

    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
    // Radix hands the focus back in a task after the dialog unmounts.
    await expect.poll(() => isFocused(page, 'Ouvrir le menu')).toBe(true)
    await expect.poll(() => scrollLocked(page)).toBe(false)
    await page.context().close()
  })

  it('keeps the page from scrolling while open, and lets it scroll again once closed', async () => {
    const page = await newPage(browser(), phone)
    await openMenu(page)
    await page.mouse.move(20, 600)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.context().close()
  })

  it('closes with its close button', async () => {
    const page = await newPage(browser(), phone)
    await openMenu(page)
    await dialog(page).getByRole('button', { name: 'Fermer le menu' }).click()
    await dialog(page).waitFor({ state: 'hidden' })
    await expect.poll(() => scrollLocked(page)).toBe(false)
    await page.context().close()
  })

  it('closes when tapping outside the panel', async () => {
    const page = await newPage(browser(), phone)
    await openMenu(page)
    // Measured once the slide-in has finished: a right-side panel leaves the left edge uncovered.
    await dialog(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    const panel = await dialog(page).boundingBox()
    expect(panel!.x).toBeGreaterThan(20)
    await page.touchscreen.tap(10, 400)
    await dialog(page).waitFor({ state: 'hidden' })
    await page.context().close()
  })

  it('closes and navigates when a link is chosen', async () => {
    const page = await newPage(browser(), phone)
    await openMenu(page)
    await dialog(page).getByRole('button', { name: 'À propos' }).click()
    await dialog(page).getByRole('link', { name: 'Blogue' }).click()
    await page.waitForURL((u) => u.pathname === '/fr/blogue')
    await dialog(page).waitFor({ state: 'hidden' })
    await expect.poll(() => scrollLocked(page)).toBe(false)
    await page.context().close()
  })

  it('offers the language switch inside the panel', async () => {
    const page = await newPage(browser(), phone)
    await openMenu(page)
    await dialog(page).getByRole('link', { name: 'English', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/en')
    expect((await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true)
    await page.context().close()
  })
})
