import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { desktop, newPage, open, fileBrowser } from './helpers/browser'

const browser = fileBrowser()

const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' })
const trigger = (page: Page, name: string) => nav(page).getByRole('button', { name })
const subLink = (page: Page, name: string) => nav(page).getByRole('link', { name })
const expanded = async (page: Page, name: string) =>
  (await trigger(page, name).getAttribute('aria-expanded')) === 'true'

describe('skip link', () => {
  it('is the first thing Tab reaches, shows itself, and moves focus to the main content', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, '/fr')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Passer au contenu principal' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    const box = await skip.boundingBox()
    expect(box && box.y >= 0 && box.height > 0).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    expect(new URL(page.url()).hash).toBe('#main-content')
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
    await page.context().close()
  })
})

describe('desktop navigation submenus', () => {
  it('opens with Enter and with Space, one submenu at a time', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, '/fr')
    expect(await subLink(page, 'Vendre avec moi').isVisible()).toBe(false)

    await trigger(page, 'Vendre').focus()
    await page.keyboard.press('Enter')
    await subLink(page, 'Vendre avec moi').waitFor({ state: 'visible' })
    expect(await expanded(page, 'Vendre')).toBe(true)
    expect(await subLink(page, 'Vendre avec moi').getAttribute('href')).toBe('/fr/vendre')

    await trigger(page, 'À propos').focus()
    await page.keyboard.press('Space')
    await subLink(page, 'Mon approche').waitFor({ state: 'visible' })
    await subLink(page, 'Vendre avec moi').waitFor({ state: 'hidden' })
    expect([await expanded(page, 'Vendre'), await expanded(page, 'À propos')]).toEqual([false, true])

    // Escape closes it and leaves focus on its trigger.
    await page.keyboard.press('Escape')
    await subLink(page, 'Mon approche').waitFor({ state: 'hidden' })
    expect(await trigger(page, 'À propos').evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('opens on hover, and moving to the next item swaps the submenu', async () => {
    const page = await newPage(browser(), desktop)
    await open(page, '/fr')
    await trigger(page, 'Vendre').hover()
    await subLink(page, 'Les étapes de la vente').waitFor({ state: 'visible' })

    await trigger(page, 'À propos').hover()
    await subLink(page, 'Blogue').waitFor({ state: 'visible' })
    await subLink(page, 'Les étapes de la vente').waitFor({ state: 'hidden' })
    expect(await nav(page).getByRole('button', { expanded: true }).count()).toBe(1)

    await subLink(page, 'Blogue').click()
    await page.waitForURL((u) => u.pathname === '/fr/blogue')
    await page.context().close()
  })
})
