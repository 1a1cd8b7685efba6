import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as shortlist } from '@/app/api/swc/[microsite_id]/shortlist/route'
import { AGENCY, callCore } from './helpers/core-api'
import { testPayload } from './helpers/db'
import { allListings, onBrokerSite, type OracleRow } from './helpers/listings-oracle'

// GET /api/swc/{microsite_id}/shortlist: a visitor's favourites, recently viewed or shared list in one call (decision 0046).
let payload: Payload
let rows: OracleRow[]
beforeAll(async () => {
  payload = await testPayload()
  rows = await allListings(payload)
})

const keysQuery = (keys: string[]) => new URLSearchParams(keys.map((k) => ['uls', k]))
const agency = (query: URLSearchParams | string) =>
  callCore(
    shortlist,
    'agence-boreal/shortlist',
    { microsite_id: AGENCY.microsite_id },
    query,
    AGENCY.headers,
    AGENCY.host,
  )
const broker = (query: URLSearchParams | string) =>
  callCore(shortlist, 'demo/shortlist', { microsite_id: 'demo' }, query)

describe('GET shortlist', () => {
  it('answers the cards in the order asked, whatever their status, and the keys it does not have', async () => {
    const active = rows.filter((r) => r.status === 'active').slice(0, 2)
    const other = rows.find((r) => r.status !== 'active')
    const keys = [active[1].uls, 'no-such-listing', ...(other ? [other.uls] : []), active[0].uls]
    const res = await agency(keysQuery(keys))
    expect(res.status).toBe(200)
    const cards = res.body.data.properties as Array<{ uls: string; status: string; price: number }>
    expect(cards.map((c) => c.uls)).toEqual(keys.filter((k) => k !== 'no-such-listing'))
    expect(res.body.data.missing).toEqual(['no-such-listing'])
    if (other) expect(cards.find((c) => c.uls === other.uls)?.status).toBe(other.status)
    expect(cards[0].price).toBe(active[1].price)
  })

  it("answers another broker's listing as missing on the broker's own site", async () => {
    const foreign = rows.find((r) => !onBrokerSite(r))!
    const own = rows.find(onBrokerSite)!
    const res = await broker(keysQuery([foreign.uls, own.uls]))
    expect(res.status).toBe(200)
    expect((res.body.data.properties as Array<{ uls: string }>).map((c) => c.uls)).toEqual([own.uls])
    expect(res.body.data.missing).toEqual([foreign.uls])
  })

  it('takes 50 keys in one call, refuses 51 and unknown parameters with a 400', async () => {
    const fifty = rows.slice(0, 50).map((r) => r.uls)
    expect(fifty).toHaveLength(50)
    expect((await agency(keysQuery(fifty))).status).toBe(200)
    const many = await agency(keysQuery([...fifty, 'one-more']))
    expect(many.status).toBe(400)
    expect((await agency('uls=1&sort=price')).status).toBe(400)
    expect((await agency('')).body.data).toEqual({ properties: [], missing: [] })
  })
})
