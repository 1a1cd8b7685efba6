import { beforeAll, describe, expect, it } from 'vitest'
import { agencySite, demoSite } from './helpers/sites'
import { siteScope } from '@/domain/site-people'
import { similarToWithdrawn } from '@/data/listing-page'
import { resolvePage } from '@/data/resolve-page'
import { listingsDb } from '@/listings/db'
import { WITHDRAWN_DEMO_LISTING } from '@/seed/listings'
import { testPayload } from './helpers/db'

let gone: { mun_code: string; type_code: string }
let payload: Awaited<ReturnType<typeof testPayload>>
beforeAll(async () => {
  payload = await testPayload()
  ;[gone] = await listingsDb(payload).all<{ mun_code: string; type_code: string }>(
    'SELECT mun_code, type_code FROM listings WHERE uls = ?',
    [WITHDRAWN_DEMO_LISTING],
  )
})

describe('a withdrawn listing', () => {
  it('answers 410 in both languages, whatever the slug', async () => {
    expect(
      (
        await resolvePage({
          site: await demoSite(),
          locale: 'fr',
          path: `/proprietes/ancienne-adresse-${WITHDRAWN_DEMO_LISTING}`,
        })
      ).status,
    ).toBe(410)
    expect(
      (await resolvePage({ site: await demoSite(), locale: 'en', path: `/properties/old-${WITHDRAWN_DEMO_LISTING}` }))
        .status,
    ).toBe(410)
  })

  it('answers 410 only on a site that shows it: on a site without its broker it was never there (404)', async () => {
    const withoutIsabelle = { ...(await demoSite()), members: [] }
    expect(
      (await resolvePage({ site: withoutIsabelle, locale: 'fr', path: `/proprietes/x-${WITHDRAWN_DEMO_LISTING}` }))
        .status,
    ).toBe(404)
  })

  it('suggests active listings of the site in the same municipality and type', async () => {
    const own = await similarToWithdrawn(siteScope(await demoSite()), 'fr', `/proprietes/x-${WITHDRAWN_DEMO_LISTING}`)
    const ownIds = own.map((c) => c.uls)
    const brokers = await listingsDb(payload).all<{ uls: string }>(
      `SELECT l.uls FROM listings l JOIN listing_details d ON d.listing_id = l.id WHERE d.list_agent_key IN ('AGT-1001', 'AGT-1002')`,
    )
    expect(ownIds.every((u) => brokers.some((b) => b.uls === u))).toBe(true)
    const similar = await similarToWithdrawn(
      siteScope(await agencySite()),
      'fr',
      `/proprietes/x-${WITHDRAWN_DEMO_LISTING}`,
    )
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
    expect(await similarToWithdrawn(siteScope(await agencySite()), 'fr', '/proprietes/x-00000000')).toEqual([])
    expect(await similarToWithdrawn(siteScope(await agencySite()), 'en', '/about')).toEqual([])
  })
})
