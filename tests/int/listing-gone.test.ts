import { beforeAll, describe, expect, it } from 'vitest'
import { demoSite } from './helpers/sites'
import { similarToWithdrawn } from '@/data/listing-page'
import { resolvePage } from '@/data/resolve-page'
import { listingsDb } from '@/listings/db'
import { WITHDRAWN_DEMO_LISTING } from '@/seed/listings'
import { testPayload } from './helpers/db'

let gone: { mun_code: string; type_code: string }
beforeAll(async () => {
  const payload = await testPayload()
  ;[gone] = await listingsDb(payload).all<{ mun_code: string; type_code: string }>(
    'SELECT mun_code, type_code FROM listings WHERE uls = ?', [WITHDRAWN_DEMO_LISTING])
})

describe('a withdrawn listing', () => {
  it('answers 410 in both languages, whatever the slug', async () => {
    expect((await resolvePage({ site: await demoSite(), locale: 'fr', path: `/proprietes/ancienne-adresse-${WITHDRAWN_DEMO_LISTING}` })).status).toBe(410)
    expect((await resolvePage({ site: await demoSite(), locale: 'en', path: `/properties/old-${WITHDRAWN_DEMO_LISTING}` })).status).toBe(410)
  })

  it('suggests active listings of the same municipality and type', async () => {
    const similar = await similarToWithdrawn('fr', `/proprietes/x-${WITHDRAWN_DEMO_LISTING}`)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.length).toBeLessThanOrEqual(3)
    for (const card of similar) {
      expect(card.uls).not.toBe(WITHDRAWN_DEMO_LISTING)
      expect(card.municipality.MUN_CODE).toBe(gone.mun_code)
      expect(card.type_code).toBe(gone.type_code)
      expect(card.url).toMatch(/^\/fr\/proprietes\//)
    }
  })

  it('suggests nothing for a path that names no listing', async () => {
    expect(await similarToWithdrawn('fr', '/proprietes/x-00000000')).toEqual([])
    expect(await similarToWithdrawn('en', '/about')).toEqual([])
  })
})
