import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL } from './helpers/browser'
import { loginEditor } from './helpers/leads'
import { homePageId } from './helpers/home-page'

/** An editor changes a block's English text in the CMS, publishes, and the public page shows it. */
type Block = { blockType: string; main_title?: string }
let token = ''
let pageId = 0
let original = ''

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
  })

async function homeContent(): Promise<Block[]> {
  const r = await api(`/pages/${pageId}?locale=en&depth=0`)
  return ((await r.json()) as { content: Block[] }).content
}

async function publishHeroTitle(title: string) {
  const content = await homeContent()
  content[0].main_title = title
  const r = await api(`/pages/${pageId}?locale=en`, {
    method: 'PATCH',
    body: JSON.stringify({ content, _status: 'published' }),
  })
  expect(r.status).toBe(200)
}

beforeAll(async () => {
  token = await loginEditor()
  pageId = await homePageId(token)
  original = (await homeContent())[0].main_title ?? ''
})

afterAll(async () => {
  if (original) await publishHeroTitle(original)
})

describe('publishing from the CMS', () => {
  it('refuses anonymous writes', async () => {
    const r = await fetch(`${BASE_URL}/api/pages/${pageId}?locale=en`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"title":"x"}',
    })
    expect(r.status).toBe(403)
  })

  it('shows the new English text on the next visit, French untouched, without a rebuild', async () => {
    const before = await (await fetch(`${BASE_URL}/en`)).text()
    expect(before).toContain(original)
    await publishHeroTitle('A home that fits your life')
    const en = await (await fetch(`${BASE_URL}/en`)).text()
    expect(en).toContain('A home that fits your life')
    const fr = await (await fetch(`${BASE_URL}/fr`)).text()
    expect(fr).toContain('Votre prochain chez-vous, sans détour')
  })
})
