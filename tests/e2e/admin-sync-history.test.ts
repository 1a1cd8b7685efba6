import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { generateFeed } from '@/listings/generator/generate'
import { startFakeReso, type FakeReso } from '../int/helpers/fake-reso'
import { BASE_URL, desktop, launch } from './helpers/browser'
import { loginEditor } from './helpers/leads'

/**
 * Issue 32 item 3: an administrator sees, in the feed's sync history, which records were rejected
 * and why, in French by default. The feed here sends only records the import rejects (nothing is
 * added to the site's listings); the server allows the fake feed on 127.0.0.1 (scripts/test.mjs).
 */
let browser: Browser
let fake: FakeReso
let token = ''
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...init.headers },
  })

beforeAll(async () => {
  token = await loginEditor()
  fake = await startFakeReso()
  fake.data.Property = [
    ...generateFeed({ count: 2, seed: 3, now: Date.parse('2026-11-20T12:00:00Z'), firstKey: 76_000_000, photos: [] }),
  ]
  fake.data.Property[0].ListPrice = 'sur demande'
  fake.data.Property[1].StandardStatus = 'Bogus'
  const saved = await api('globals/listing-feed', {
    method: 'POST',
    body: JSON.stringify({
      enabled: true,
      endpoint: fake.settings.endpoint,
      token_url: fake.settings.tokenUrl,
      client_id: fake.settings.clientId,
      client_secret: fake.settings.clientSecret,
      resources: ['Property'],
      interval_minutes: 1440,
    }),
  })
  expect(saved.status).toBe(200)
  browser = await launch()
}, 120_000)

afterAll(async () => {
  await api('globals/listing-feed', {
    method: 'POST',
    body: JSON.stringify({ enabled: false, endpoint: '', token_url: '', client_id: '' }),
  })
  await browser?.close()
  await fake?.close()
})

describe('the listing feed’s sync history in the admin', () => {
  it('lists each rejected record with its key, field and reason in French, after a full re-read', async () => {
    // The scheduler may hold the lock for a moment: ask again until the re-read starts.
    await expect
      .poll(async () => (await api('globals/listing-feed/reread', { method: 'POST' })).status, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe(202)
    await expect
      .poll(
        async () => {
          const body = (await (await api('globals/listing-feed/history')).json()) as {
            runs: Array<{ kind: string; status: string }>
          }
          return body.runs.find((r) => r.kind === 'reread')?.status
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('succeeded')

    const context = await browser.newContext({ ...desktop, baseURL: BASE_URL, locale: 'en-US' })
    await context.addCookies([{ name: 'payload-token', value: token, domain: new URL(BASE_URL).hostname, path: '/' }])
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto('/admin/globals/listing-feed', { timeout: 60_000 })
    await page.getByRole('heading', { name: 'Historique des synchronisations' }).waitFor()
    const pending = page.getByTestId('sync-pending')
    await expect
      .poll(() => pending.getByRole('row').allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `Inscription\\s+${String(fake.data.Property[0].ListingKey)}\\s+ListPrice\\s+n’est pas un nombre : "sur demande"`,
            ),
          ),
          expect.stringMatching(
            new RegExp(
              `Inscription\\s+${String(fake.data.Property[1].ListingKey)}\\s+StandardStatus\\s+n’est pas un statut connu : Bogus`,
            ),
          ),
        ]),
      )
    expect(await page.getByRole('button', { name: 'Relire tout le flux' }).count()).toBe(1)
    await context.close()
  })
})
