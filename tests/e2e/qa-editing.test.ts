import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, BASE_URL, desktop, fetchRaw, launch, newPage, phone } from './helpers/browser'
import { loginEditor } from './helpers/leads'

/** QA interface (spec 1 §2, "a QA panel with fields… block_params and settings, field contents kept per locale"). */
let browser: Browser
let token = ''

beforeAll(async () => {
  browser = await launch()
  token = await loginEditor()
})
afterAll(() => browser?.close())

/** The id Next gave the render action (the browser learns it from the QA page's script, which only editors get). */
function actionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>
  }
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.exportedName === exportedName && v.filename?.includes('_edit/actions'),
  )
  if (!entry) throw new Error(`No server action ${exportedName}`)
  return entry[0]
}

const callAction = (name: string, args: unknown[], auth = '') =>
  fetch(`${BASE_URL}/qa/sections`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'next-action': actionId(name),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      ...(auth ? { authorization: auth } : {}),
    },
    body: JSON.stringify(args),
  })

async function asEditor(width = desktop): Promise<Page> {
  const page = await newPage(browser, width)
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, domain: new URL(BASE_URL).hostname, path: '/' }])
  return page
}

const heroInput = (title: string, url = '/fr/contact') => ({
  locale: 'fr',
  fields: { main_title: { fr: title }, cta_repeater: [{ cta: { url: { fr: url } } }] },
  params: { color_scheme: 'inverted' },
})

describe('QA render endpoint', () => {
  it('is for editors only: a visitor is sent to sign in, and the render action answers 401', async () => {
    const page = await fetchRaw('/qa/sections')
    expect([302, 303, 307]).toContain(page.status)
    expect(page.headers.get('location')).toContain('/admin/login')
    const res = await callAction('renderQaBlock', ['hero_content_1', heroInput('Anonyme')])
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain('Anonyme')
    const settings = await callAction('renderQaSettings', [{ locale: 'fr', ui: 'fr', theme: { preset: 'red' } }])
    expect(settings.status).toBe(401)
  })

  it("renders an editor's values, and refuses values the block's schema does not allow", async () => {
    const cookie = `JWT ${token}`
    const ok = await callAction('renderQaBlock', ['hero_content_1', heroInput('Titre rendu par le serveur')], cookie)
    expect(ok.status).toBe(200)
    const body = await ok.text()
    expect(body).toContain('Titre rendu par le serveur')
    expect(body).toContain('scheme-inverted')
    const bad = await callAction('renderQaBlock', ['hero_content_1', heroInput('Piège', 'javascript:alert(1)')], cookie)
    const badBody = await bad.text()
    expect(badBody).toContain('"code":"url"')
    expect(badBody).not.toContain('Piège')
    const unknown = await callAction('renderQaBlock', ['no_such_block', heroInput('x')], cookie)
    expect(await unknown.text()).toContain('"ok":false')
  })
})

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('QA sections panel (%s)', (_, width) => {
  it("edits a hero's title in French and in English and a parameter, and shows the block with them", async () => {
    const page = await asEditor(width)
    await page.goto('/qa/sections?blocks=hero_content_1')
    const item = page.locator('.qa-item').filter({ has: page.getByRole('heading', { name: 'Héros contenu 1' }) })
    const preview = item.locator('.qa-item__preview')
    const edit = item.getByRole('button', { name: 'Modifier « Héros contenu 1 »' })
    await edit.click()
    const panel = page.getByRole('dialog', { name: 'Modifier « Héros contenu 1 »' })
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await panel.getByRole('link', { name: 'Modifier le document dans le CMS' }).getAttribute('href')).toMatch(
      /^\/admin\/collections\/(pages|header|footer)\/\w+/,
    )

    await panel.getByLabel('Titre principal (FR)').fill('Titre modifié en QA')
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toContain('Titre modifié en QA')
    expect(await preview.locator('[lang]').first().getAttribute('lang')).toBe('fr-CA')

    await panel.getByRole('radio', { name: 'English' }).check()
    await panel.getByLabel('Titre principal (EN)').fill('Title edited in QA')
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toContain('Title edited in QA')
    expect(await preview.locator('[lang]').first().getAttribute('lang')).toBe('en-CA')
    // Back to French: the French title was kept.
    await panel.getByRole('radio', { name: 'Français' }).check()
    expect(await panel.getByLabel('Titre principal (FR)').inputValue()).toBe('Titre modifié en QA')
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toContain('Titre modifié en QA')

    await panel
      .getByRole('group', { name: 'Paramètres du bloc' })
      .getByLabel('Palette')
      .selectOption({ label: 'Inversé' })
    await expect
      .poll(() => preview.locator('[data-block-type="hero_content_1"]').getAttribute('class'), { timeout: 15_000 })
      .toContain('scheme-inverted')

    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.count()).toBe(0)
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('shows why a link is refused and keeps the last valid preview', async () => {
    const page = await asEditor(width)
    await page.goto('/qa/sections?blocks=hero_content_1&locale=en')
    const item = page.locator('.qa-item').first()
    await item.getByRole('button', { name: 'Edit “Hero content 1”' }).click()
    const panel = page.getByRole('dialog', { name: 'Edit “Hero content 1”' })
    const url = panel.getByLabel('Address (URL) (EN)').first()
    await url.fill('javascript:alert(1)')
    await expect.poll(() => panel.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('not valid')
    expect(await url.getAttribute('aria-invalid')).toBe('true')
    await url.fill('/en/contact')
    await expect.poll(() => panel.getByRole('alert').count(), { timeout: 15_000 }).toBe(0)
    await page.context().close()
  })
})

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('QA settings panel (%s)', (_, width) => {
  it('re-applies the theme and the contact form settings to the demo blocks', async () => {
    const page = await asEditor(width)
    await page.goto('/qa/parametres-generaux')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA')
    const swatch = page.locator('.qa-swatches li', { hasText: /^\s*primary\b/ }).first()
    const before = await swatch.textContent()
    await page.getByRole('button', { name: 'Modifier « Paramètres généraux »' }).click()
    const panel = page.getByRole('dialog', { name: 'Modifier « Paramètres généraux »' })
    await panel.getByLabel('Thème de base').selectOption({ label: 'Rouge' })
    await expect.poll(() => swatch.textContent(), { timeout: 15_000 }).not.toBe(before)
    await panel.getByLabel('Nom du contact').fill('Julie QA')
    await expect.poll(() => page.locator('.qa-table').textContent(), { timeout: 15_000 }).toContain('Julie QA')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('is in English on the English settings page', async () => {
    const page = await asEditor(width)
    await page.goto('/qa/general-settings')
    // The whole document says English, so a screen reader reads the page's own chrome in English too.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-CA')
    await page.getByRole('button', { name: 'Edit “General settings”' }).click()
    const panel = page.getByRole('dialog', { name: 'Edit “General settings”' })
    expect(await panel.getByRole('group', { name: 'Theme' }).count()).toBe(1)
    expect(await panel.getByLabel('Preset').count()).toBe(1)
    await page.context().close()
  })
})
