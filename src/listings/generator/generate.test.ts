import { describe, expect, it } from 'vitest'
import { generateFeed } from './generate'
import { municipalityByCode, quebecMunicipalities, cityKey } from '../quebec-municipalities'
import { normalizeRecord, type NormalizedListing } from '../feed/reso'

const byName = new Map(quebecMunicipalities.map((m) => [cityKey(m.name), m.code]))
const resolve = (c: string) => byName.get(cityKey(c)) ?? ''

describe('generateFeed', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  const records = [...generateFeed({ count: 2000, seed: 7, now, photos: ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg'] })]

  it('is reproducible for a seed', () => {
    expect([...generateFeed({ count: 3, seed: 7, now, photos: ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg'] })]).toEqual(
      records.slice(0, 3),
    )
  })

  it('writes records the importer accepts, spread over real municipalities', () => {
    const listings = records.map((r) => normalizeRecord(r, resolve))
    expect(listings.filter(Array.isArray)).toEqual([])
    const ok = listings as NormalizedListing[]
    expect(new Set(ok.map((l) => l.uls)).size).toBe(2000)
    expect(new Set(ok.map((l) => l.mun_code)).size).toBeGreaterThan(40)
    expect(ok.filter((l) => l.mun_code === '66023').length).toBeGreaterThan(200)
    for (const type of ['maison', 'condo', 'prop', 'chalet', 'terrain', 'comm'])
      expect(ok.some((l) => l.type_code === type)).toBe(true)
    expect(ok.some((l) => l.transaction === 'rent')).toBe(true)
    expect(ok.some((l) => l.status === 'sold')).toBe(true)
    expect(ok.some((l) => l.open_houses.length > 0)).toBe(true)
    for (const l of ok) {
      const m = municipalityByCode.get(l.mun_code)!
      expect(Math.abs(l.lat_e6! / 1e6 - m.lat)).toBeLessThan(1)
      expect(l.photos.length).toBeGreaterThan(0)
    }
  })

  it('names each listing’s broker and office by the feed keys the demo directory knows', () => {
    const ok = records.map((r) => normalizeRecord(r, resolve)) as NormalizedListing[]
    expect(new Set(ok.map((l) => l.list_agent_key))).toEqual(
      new Set(['AGT-1001', 'AGT-1002', 'AGT-1003', 'AGT-1004', 'AGT-1005']),
    )
    expect(
      ok
        .filter((l) => l.broker_name === 'Isabelle Gagnon')
        .every((l) => l.list_agent_key === 'AGT-1001' && l.list_office_key === 'BUR-LAVAL'),
    ).toBe(true)
  })
})
