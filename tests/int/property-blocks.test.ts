import type { Payload } from 'payload'
import { agencySite, demoSite } from './helpers/sites'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockListings, criteriaFilters, type BlockCriteria } from '@/data/property-blocks'
import { siteScope } from '@/domain/site-people'
import { toBlocks } from '@/data/to-block'
import { allListings, matches, onBrokerSite, sortRows, type OracleRow } from './helpers/listings-oracle'
import { testPayload } from './helpers/db'

/** The server-side listings of the properties and slider blocks, against the seeded demo feed. */
let payload: Payload
let rows: OracleRow[]
beforeAll(async () => {
  payload = await testPayload()
  rows = await allListings(payload)
})

describe('property block listings', () => {
  it.each<[BlockCriteria, number]>([
    [{ mun: ['laval'], type: ['maison'], transaction: 'sale' }, 3],
    [{ mun: ['montreal'], type: ['condo'] }, 8],
    [{}, 12],
  ])('gives the newest matches of the site and their count (%j)', async (criteria, limit) => {
    const want = sortRows(
      rows.filter((r) => matches(r, criteriaFilters(criteria), Date.now())),
      'newest',
    )
    const got = await blockListings(siteScope(await agencySite()), criteria, limit, 'fr')
    expect(got.total).toBe(want.length)
    expect(got.cards.map((c) => c.uls)).toEqual(want.slice(0, limit).map((r) => r.uls))
    expect(got.cards.every((c) => c.url.startsWith('/fr/proprietes/'))).toBe(true)
    const own = want.filter(onBrokerSite)
    const broker = await blockListings(siteScope(await demoSite()), criteria, limit, 'fr')
    expect(broker.total).toBe(own.length)
    expect(broker.total).toBeLessThan(want.length)
    expect(broker.cards.map((c) => c.uls)).toEqual(own.slice(0, limit).map((r) => r.uls))
  })

  it('reads sold listings for the sold map and drops unknown criteria values', async () => {
    const sold = await blockListings(siteScope(await demoSite()), {}, 500, 'en', 'sold')
    expect(sold.total).toBeGreaterThan(0)
    expect(sold.cards.every((c) => c.badge === 'sold')).toBe(true)
    // @ts-expect-error a code the field does not offer (stale or forged) is dropped, not searched for
    expect(criteriaFilters({ mun: ['laval', "x' OR 1=1"], type: ['condo', 'castle'] })).toMatchObject({
      mun: ['laval'],
      type: ['condo'],
    })
  })

  it('gives the featured carousel its contract field names (stored short for PostgreSQL)', async () => {
    const home = await payload.find({
      collection: 'pages',
      where: { route_key: { equals: 'home' }, tenant: { equals: (await demoSite()).id } },
      locale: 'all',
      depth: 1,
      limit: 1,
    })
    const featured = toBlocks(home.docs[0]?.content).find((b) => b.block_type === 'featured_properties')
    const items = featured?.fields.properties_repeater as Array<Record<string, unknown>>
    expect(items).toHaveLength(3)
    expect(items[0].tags_repeater).toEqual([
      expect.objectContaining({ name: { fr: 'Exclusivité', en: 'Exclusive' } }),
      expect.anything(),
    ])
    expect((items[0].list_items_repeater as unknown[]).length).toBe(3)
    expect(featured?.fields).not.toHaveProperty('items')
  })
})
