import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { contactWire, postLead } from './leads-helpers'

/** Issue 31 item 5: a lead carries the visitor's favourites and saved searches only with their consent. */
let payload: Payload
let restore: () => void
const passing = async () => ({ passed: true, reason: null, score: 0.9 })
const attach = (value: unknown, consent = '1') => ({
  shortlist_consent: consent,
  shortlist: typeof value === 'string' ? value : JSON.stringify(value),
})
const leadByMessage = async (message: string) =>
  (
    await payload.find({
      collection: 'leads',
      where: { message: { equals: message } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]
const shared = {
  favourites: ['SHORT-1', 'SHORT-2'],
  searches: [{ name: 'Condos', query: 'type=condo&price_max=500000' }],
}

beforeAll(async () => {
  payload = await testPayload()
  restore = configureLeadServices({
    verifyCaptcha: passing,
    rateLimiter: memoryRateLimiter({ max: 1000, windowMs: 60_000 }),
    afterResponse: () => {},
    wakeAt: () => {},
  })
}, 600_000)
afterAll(async () => {
  restore?.()
  await payload.delete({ collection: 'leads', where: { message: { like: 'shortlist-int' } }, overrideAccess: true })
})

describe('a lead with the visitor’s favourites attached', () => {
  it('stores the keys and criteria with the consent wording; none without the box ticked', async () => {
    const withIt = 'shortlist-int with consent'
    expect((await postLead(contactWire({ message: withIt, ...attach(shared) }))).status).toBe(200)
    const lead = await leadByMessage(withIt)
    expect(lead.shared_shortlist).toMatchObject({
      favourites: ['SHORT-1', 'SHORT-2'],
      searches: [{ name: 'Condos', query: 'type=condo&price_max=500000' }],
      consent: { wording: 'Attach my favourites and saved searches to my request' },
    })
    expect(lead.fields).not.toHaveProperty('shortlist')
    const without = 'shortlist-int without consent'
    expect((await postLead(contactWire({ message: without }))).status).toBe(200)
    expect((await leadByMessage(without)).shared_shortlist ?? null).toBeNull()
  })

  it.each([
    ['not JSON', attach('{favourites:'), 'en'],
    ['51 keys', attach({ favourites: Array.from({ length: 51 }, (_, i) => `K${i}`), searches: [] }), 'en'],
    ['a key with a control character', attach({ favourites: ['A\u0001B'], searches: [] }), 'fr'],
    ['a key of 65 characters', attach({ favourites: ['x'.repeat(65)], searches: [] }), 'en'],
    [
      'a search that is not criteria',
      attach({ favourites: [], searches: [{ name: 'X', query: 'email=a@b.c' }] }),
      'fr',
    ],
    ['a search without a name', attach({ favourites: [], searches: [{ query: 'type=CON' }] }), 'en'],
    ['21 searches', attach({ favourites: [], searches: Array(21).fill({ name: 'S', query: '' }) }), 'en'],
    ['another member', attach({ favourites: [], searches: [], email: 'x' }), 'fr'],
    ['the attachment without its consent', attach(shared, '0'), 'fr'],
  ])('refuses %s with a 400 in the visitor’s language, storing nothing', async (_, fields, locale) => {
    const message = `shortlist-int refused ${Math.random()}`
    const res = await postLead(contactWire({ message, locale, ...fields }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: Record<string, string> }
    expect(body.errors.shortlist).toMatch(locale === 'fr' ? /favoris/ : /favourites/)
    expect(body.message).toBe(
      locale === 'fr' ? 'Veuillez corriger les champs indiqués.' : 'Please correct the following fields.',
    )
    expect(await leadByMessage(message)).toBeUndefined()
  })

  it('is read by the site’s editors only: an anonymous visitor cannot read it back', async () => {
    const message = 'shortlist-int read back'
    await postLead(contactWire({ message, ...attach(shared) }))
    const lead = await leadByMessage(message)
    const anonymous = await rest('GET', `leads/${lead.id}`)
    expect(anonymous.status).toBe(403)
    expect(JSON.stringify(anonymous.body)).not.toContain('SHORT-1')
    const list = await rest('GET', `leads?where[message][equals]=${encodeURIComponent(message)}`)
    expect(JSON.stringify(list.body)).not.toContain('SHORT-1')
    const token = await editorToken(payload, 'shortlist-int-admin@example.ca', 'admin', [])
    const editor = await rest('GET', `leads/${lead.id}`, { token })
    expect(editor.status).toBe(200)
    expect(editor.body.shared_shortlist).toMatchObject({ favourites: ['SHORT-1', 'SHORT-2'] })
  })
})
