import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/development/demo-page/route'
import { storedBlockTypes } from '@/blocks/configs'
import { testPayload } from './helpers/db'

beforeAll(async () => {
  await testPayload()
}, 600_000) // the first suite of a run seeds the demo (slow on a busy machine)

const KEY = 'test-content-api-key'
const get = (query: string, headers: Record<string, string> = { 'X-Site-Api': KEY }) =>
  GET(new NextRequest(`http://localhost/api/development/demo-page${query}`, { headers }))
type Body = {
  blocks: { block_type: string; fields: Record<string, unknown> }[]
  missing: string[]
  error?: string
  issues?: string[]
}

// Each demo answer reads every published page: tens of seconds on PostgreSQL on a busy machine.
describe('GET /api/development/demo-page', { timeout: 180_000 }, () => {
  it('answers one demo block of every block type an editor can store: none is missing from the demo pages', async () => {
    const res = await get('?site_id=demo')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Body
    expect(body.missing).toEqual([])
    expect(body.blocks.map((b) => b.block_type).sort()).toEqual([...storedBlockTypes].sort())
  })

  it('answers only the block type asked, with its fields in both languages', async () => {
    const body = (await (await get('?site_id=demo&block_type=text_blocks', { 'X-Header-Api': KEY })).json()) as Body
    expect(body.blocks).toHaveLength(1)
    expect(body.blocks[0].block_type).toBe('text_blocks')
    expect(body.blocks[0].fields.main_title).toMatchObject({ fr: expect.any(String), en: expect.any(String) })
  })

  it('refuses a missing or wrong key with 401', async () => {
    expect((await get('?site_id=demo', {})).status).toBe(401)
    expect((await get('?site_id=demo', { 'X-Site-Api': 'nope' })).status).toBe(401)
  })

  it.each([
    ['', 'site_id', 'Paramètre invalide : site_id.'],
    ['?site_id=', 'site_id', 'Paramètre invalide : site_id.'],
    [`?site_id=${'x'.repeat(129)}`, 'site_id', 'Paramètre invalide : site_id.'],
    ['?site_id=demo&block_type=nope', 'block_type', 'Paramètre invalide : block_type.'],
    [`?site_id=demo&block_type=${'b'.repeat(65)}`, 'block_type', 'Paramètre invalide : block_type.'],
    ['?site_id=demo&block_type=nope&locale=en', 'block_type', 'Invalid parameter: block_type.'],
  ])('answers 400 naming the parameter for %s', async (query, name, message) => {
    const res = await get(query)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: message, issues: [name] })
  })

  it('answers 404 for another site', async () => {
    const res = await get('?site_id=autre-site&locale=en')
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe('Unknown site.')
  })
})
