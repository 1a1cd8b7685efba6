import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { BASE_URL, axeViolations, launch, newPage, open, phone } from './helpers/browser'
import { loginEditor } from './helpers/leads'

/** Translation parity in the CMS (issue 30): badge, panel and its jump, dashboard count, publish warning. */
let browser: Browser
let token = ''

const wide: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }

beforeAll(async () => {
  token = await loginEditor()
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function admin(path: string, size: BrowserContextOptions, language?: 'en'): Promise<Page> {
  const context = await browser.newContext({ ...size, baseURL: BASE_URL, locale: 'fr-CA' })
  const { hostname } = new URL(BASE_URL)
  await context.addCookies([
    { name: 'payload-token', value: token, domain: hostname, path: '/' },
    ...(language ? [{ name: 'payload-lng', value: language, domain: hostname, path: '/' }] : []),
  ])
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(path, { timeout: 60_000 })
  return page
}

/** The broker site's id (the agency site has pages at some of the same paths). */
async function demoSiteId() {
  const res = await fetch(`${BASE_URL}/api/sites?where[site_id][equals]=demo&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return ((await res.json()) as { docs: { id: number }[] }).docs[0].id
}

/** The id of the broker site's page at `path`. */
async function pageId(path: string) {
  const where = `where[path][equals]=${encodeURIComponent(path)}&where[tenant][equals]=${await demoSiteId()}`
  const res = await fetch(`${BASE_URL}/api/pages?${where}&locale=fr&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const body = (await res.json()) as { docs: { id: number }[] }
  expect(body.docs).toHaveLength(1)
  return body.docs[0].id
}

// Payload's own admin markup has contrast and landmark findings of its own; ours is what is checked.
const payloadChrome = ['.nav', '.app-header', '.list-controls', '.step-nav', '.doc-controls', '.doc-header']
// In a list and a document, ours is the « Traduction » column's cells and the panel; the rest of the table
// (Payload's sort labels, headers included, and row checkboxes) and of the form (Payload's fields) is Payload's own.
const parityColumn = ['.cell-translation_parity']
const parityPanel = ['section[aria-labelledby="parity-title"]']

describe.each([
  ['390', phone],
  ['1280', wide],
])('in French at %s px', (_, size) => {
  it('the list shows a badge per page', async () => {
    const list = await admin('/admin/collections/pages?limit=100&locale=fr', size)
    const row = list.getByRole('row').filter({ hasText: 'Vendre en copropriété' })
    await expect(row.getByText('EN : 6 manquants, 0 copié').waitFor()).resolves.toBeUndefined()
    const calc = list.getByRole('row').filter({ hasText: 'Calculatrice hypothécaire' })
    expect(await calc.getByText('EN : 0 manquant, 2 copiés').count()).toBe(1)
    expect(await list.getByText('Complète').count()).toBeGreaterThan(0)
    expect(await axeViolations(list, payloadChrome, [], parityColumn)).toEqual([])
    await list.context().close()
  })

  it('the panel names each missing field and jumps to it in English', async () => {
    // In French content: the jump below leaves the editor's locale on English (Payload keeps it as a preference).
    const doc = await admin(`/admin/collections/pages/${await pageId('/vendre-en-copropriete')}?locale=fr`, size)
    const panel = doc.getByRole('region', { name: 'Traduction' })
    const link = panel.getByRole('link', { name: 'Contenu › Bloc de texte › Titre principal' })
    await link.waitFor()
    expect(await panel.getByText('Manquant en anglais').count()).toBe(6)
    expect(await axeViolations(doc, payloadChrome, [], parityPanel)).toEqual([])
    await link.click()
    await doc.waitForURL(/locale=en#field-content__0__main_title$/)
    const field = doc.locator('#field-content__0__main_title')
    await field.waitFor()
    await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 10_000 }).toBe(true)
    await doc.context().close()
  })

  it('the dashboard counts the documents with gaps and links to their list', async () => {
    const dash = await admin('/admin', size)
    await dash.getByText(/^Traduction : \d+ documents ont des champs manquants ou copiés\./).waitFor()
    // The leads' « Voir la liste » links carry their list's name; this one is the translation count's.
    await dash.getByRole('link', { name: 'Voir la liste', exact: true }).click()
    await dash.getByRole('heading', { name: 'Documents à traduire' }).waitFor()
    expect(await dash.getByRole('link', { name: 'Vendre en copropriété' }).count()).toBe(1)
    expect(await axeViolations(dash, payloadChrome)).toEqual([])
    await dash.context().close()
  })
})

// The warning beside « Publier quand même », announced as an alert (Payload's toast says it in a line).
const warningBox = '#parity-publish-warning[role="alert"]'

const words = {
  fr: {
    title: /^Titre\s*\*/,
    publish: 'Publier les modifications',
    anyway: 'Publier quand même',
    toast: 'Traduction incomplète : voyez les écarts près de « Publier quand même ».',
    gaps: 'EN : 2 champs copiés — Référencement (SEO) › Description, Référencement (SEO) › Description Open Graph',
    blocked: 'Publication bloquée par les paramètres du site : traduction incomplète.',
    done: /publié|mis à jour/i,
  },
  en: {
    title: /^Title\s*\*/,
    publish: 'Publish changes',
    anyway: 'Publish anyway',
    toast: 'Translation incomplete: see the gaps next to “Publish anyway”.',
    gaps: 'EN: 2 fields copied — Search engines (SEO) › Description, Search engines (SEO) › Open Graph description',
    blocked: 'Publishing is blocked by the site settings: translation incomplete.',
    done: /published|updated/i,
  },
}

/** The mortgage calculator's page (its English SEO description is the French one), retitled so « Publier » applies. */
async function editCalculator(language: 'fr' | 'en', size: BrowserContextOptions) {
  const doc = await admin(
    `/admin/collections/pages/${await pageId('/calculatrice-hypothecaire')}?locale=fr`,
    size,
    language === 'en' ? 'en' : undefined,
  )
  const title = doc.getByRole('textbox', { name: words[language].title })
  const was = await title.inputValue()
  // Each run toggles « en ligne »: the page keeps a title the list test finds, and comes back to the seeded one.
  await title.fill(was.endsWith(' en ligne') ? was.slice(0, -' en ligne'.length) : `${was} en ligne`)
  return doc
}

async function setBlockPublish(mode: 'none' | 'en') {
  const put = await fetch(`${BASE_URL}/api/sites/${await demoSiteId()}`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ translation_parity: { block_publish: mode } }),
  })
  expect(put.status).toBe(200)
}

describe.each([
  ['fr', '390', phone],
  ['en', '1280', wide],
] as const)('publishing a page with gaps, admin in %s at %s px', (language, _, size) => {
  const w = words[language]

  it('warns with the gaps listed in the admin’s language, then publishes once the editor ticks to publish anyway', async () => {
    const doc = await editCalculator(language, size)
    await doc.getByRole('button', { name: w.publish }).click()
    await doc.getByText(w.toast).waitFor()
    const warning = doc.locator(warningBox).filter({ hasText: w.gaps })
    await warning.waitFor()
    expect(await warning.innerText()).not.toContain('publish_anyway')
    expect(await axeViolations(doc, payloadChrome, [], [warningBox])).toEqual([])
    await doc.getByRole('checkbox', { name: w.anyway }).check()
    await doc.getByRole('button', { name: w.publish }).click()
    await doc.getByText(w.done).first().waitFor()
    await doc.context().close()
  })

  it('a site that blocks English gaps refuses the publish and offers no way round it', async () => {
    await setBlockPublish('en')
    try {
      const doc = await editCalculator(language, size)
      await doc.getByRole('button', { name: w.publish }).click()
      const refusal = doc.locator(warningBox).filter({ hasText: w.blocked })
      await refusal.waitFor()
      expect(await refusal.innerText()).toContain(w.gaps)
      expect(await doc.getByRole('checkbox', { name: w.anyway }).count()).toBe(0)
      // The editor goes on editing: the form state Payload rebuilds in the background keeps the refusal in view.
      const title = doc.getByRole('textbox', { name: w.title })
      await title.press('End')
      const rebuilt = doc.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin'))
      await title.pressSequentially(' bis')
      await rebuilt
      await doc.waitForTimeout(500)
      expect(await refusal.innerText()).toContain(w.gaps)
      expect(await doc.getByRole('checkbox', { name: w.anyway }).count()).toBe(0)
      await doc.context().close()
    } finally {
      await setBlockPublish('none')
    }
  })
})

describe('in English', () => {
  it('the badge and the panel speak the editor’s language', async () => {
    const list = await admin('/admin/collections/pages?limit=100&locale=fr', wide, 'en')
    await list
      .getByRole('row')
      .filter({ hasText: 'Vendre en copropriété' })
      .getByText('EN: 6 missing, 0 copied')
      .waitFor()
    await list.context().close()
    const doc = await admin(`/admin/collections/pages/${await pageId('/vendre-en-copropriete')}`, phone, 'en')
    const panel = doc.getByRole('region', { name: 'Translation' })
    await panel.getByRole('link', { name: 'Content › Text block › Main title' }).waitFor()
    expect(await panel.getByText('Missing in English').count()).toBe(6)
    await doc.context().close()
  })
})

describe('a page not translated in English, on the public site (decision 0045)', () => {
  it('at 1280 px: no English hreflang; the switch warns « Page non traduite » and offers the English home', async () => {
    const page = await newPage(browser, wide)
    await open(page, '/fr/vendre-en-copropriete')
    expect(await page.locator('link[hreflang="en-CA"]').count()).toBe(0)
    expect(await page.locator('link[hreflang="fr-CA"]').count()).toBe(1)
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Page non traduite' })
    await dialog.getByText('Cette page n’est pas offerte en anglais.').waitFor()
    expect(page.url()).toMatch(/\/fr\/vendre-en-copropriete$/)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('link', { name: 'Aller à l’accueil en anglais' }).click()
    await page.waitForURL((u) => u.pathname === '/en')
    await page.context().close()
  })

  it('at 390 px: the same warning from the menu', async () => {
    const page = await newPage(browser, phone)
    await open(page, '/fr/vendre-en-copropriete')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'English', exact: true }).click()
    await page.getByRole('dialog', { name: 'Page non traduite' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('a translated page keeps its English alternate and switch', async () => {
    const page = await newPage(browser, wide)
    await open(page, '/fr/calculatrice-hypothecaire')
    expect(await page.locator('link[hreflang="en-CA"]').getAttribute('href')).toMatch(/\/en\/mortgage-calculator$/)
    await page.context().close()
  })
})
