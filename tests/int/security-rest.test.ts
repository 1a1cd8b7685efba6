import { beforeAll, describe, expect, it } from 'vitest'
import { demoSite } from './helpers/sites'
import type { Payload } from 'payload'
import { testPayload } from './helpers/db'

/** Issue 12, findings 4 and 5: what anonymous REST readers get (overrideAccess: false, no user, as REST does). */
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
}, 600_000)

describe('non-public pages over REST (finding 4)', () => {
  it('anonymous visitors get no forbidden or gone page, whatever the query', async () => {
    const visitor = { headers: new Headers({ host: 'localhost' }) }
    const r = await payload.find({
      collection: 'pages',
      where: { visibility: { not_equals: 'public' } },
      overrideAccess: false,
      depth: 0,
      req: visitor,
    })
    expect(r.docs).toEqual([])
    const all = await payload.find({ collection: 'pages', overrideAccess: false, depth: 0, limit: 500, req: visitor })
    expect(all.docs.length).toBeGreaterThan(5)
    expect(all.docs.every((d) => d.visibility === 'public' || d.visibility == null)).toBe(true)
  })
  it('a forbidden page is not found by id either, while editors still read it', async () => {
    const [editor] = (
      await payload.find({
        collection: 'editors',
        where: { email: { equals: 'editeur@demo.courtier.local' } },
        limit: 1,
        depth: 0,
      })
    ).docs
    const forbidden = (
      await payload.find({
        collection: 'pages',
        where: { visibility: { equals: 'forbidden' } },
        depth: 0,
        user: editor,
        overrideAccess: false,
      })
    ).docs[0]
    expect(forbidden).toBeTruthy()
    await expect(
      payload.findByID({ collection: 'pages', id: forbidden.id, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow()
  })
})

describe('private settings in the site record (finding 5)', () => {
  it('anonymous readers get neither the default recipient e-mail, the captcha settings nor the production flag', async () => {
    const id = (await demoSite()).id
    const before = await payload.findByID({ collection: 'sites', id, depth: 0 })
    await payload.update({
      collection: 'sites',
      id,
      data: {
        contact_form: { ...before.contact_form, default_recipient_email: 'prive@demo.courtier.local' },
        production: true,
      },
    })
    const visitor = { headers: new Headers({ host: 'localhost' }) }
    const site = (await payload.findByID({
      collection: 'sites',
      id,
      overrideAccess: false,
      depth: 0,
      req: visitor,
    })) as unknown as Record<string, unknown>
    expect(JSON.stringify(site)).not.toContain('prive@demo.courtier.local')
    expect(site.captcha).toBeUndefined()
    expect(site.production).toBeUndefined()
    expect(site.name).toBeTruthy()
    const [editor] = (
      await payload.find({
        collection: 'editors',
        where: { email: { equals: 'editeur@demo.courtier.local' } },
        limit: 1,
        depth: 0,
      })
    ).docs
    const asEditor = (await payload.findByID({
      collection: 'sites',
      id,
      overrideAccess: false,
      user: editor,
      depth: 0,
    })) as unknown as Record<string, unknown>
    expect(JSON.stringify(asEditor)).toContain('prive@demo.courtier.local')
    await payload.update({
      collection: 'sites',
      id,
      data: { production: before.production, contact_form: before.contact_form },
    })
  })
})
