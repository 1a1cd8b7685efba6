import { describe, expect, it } from 'vitest'
import { normalizeRecord, type NormalizedListing } from './reso'

const cities: Record<string, string> = { laval: '65005', montreal: '66023' }
const resolve = (c: string) => cities[c.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()]

const record = (over: Record<string, unknown> = {}) => ({
  ListingKey: '12345678',
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  ListPrice: '425000',
  UnparsedAddress: '1200 boulevard Le Corbusier',
  City: 'Laval',
  PostalCode: 'h7n4z9',
  Latitude: 45.5601234,
  Longitude: -73.7212341,
  BedroomsTotal: 2,
  BathroomsTotalInteger: '1',
  LivingArea: 100,
  LivingAreaUnits: 'Square Meters',
  ModificationTimestamp: '2026-11-01T12:00:00Z',
  OnMarketTimestamp: '2026-10-20T09:00:00Z',
  Media: [{ MediaURL: 'https://cdn.example.com/b.jpg', Order: 2 }, { MediaURL: 'https://cdn.example.com/a.jpg', Order: 1 }],
  OpenHouse: [{ OpenHouseStartTime: '2026-11-28T14:00:00-05:00', OpenHouseEndTime: '2026-11-28T16:00:00-05:00' }],
  ...over,
})

describe('normalizeRecord', () => {
  it('maps RESO fields to a stored listing', () => {
    const l = normalizeRecord(record(), resolve) as NormalizedListing
    expect(l).toMatchObject({
      uls: '12345678', status: 'active', transaction: 'sale', type_code: 'condo', mun_code: '65005', price: 425000,
      postal_code: 'H7N 4Z9', lat_e6: 45560123, lng_e6: -73721234, bedrooms: 2, bathrooms: 1, area: 1076, badge: null,
      photos: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
    })
    expect(l.listed_at).toBe(Date.parse('2026-10-20T09:00:00Z'))
    expect(l.open_houses).toEqual([[Date.parse('2026-11-28T19:00:00Z'), Date.parse('2026-11-28T21:00:00Z')]])
  })

  it('reads CSV-style cells (pipes, strings) and derives transaction and badges', () => {
    const l = normalizeRecord(record({ PropertyType: 'Residential Lease', ListPrice: '1850', Media: '/a.jpg|/b.jpg', OpenHouse: '' }), resolve) as NormalizedListing
    expect(l).toMatchObject({ transaction: 'rent', badge: 'rent', photos: ['/a.jpg', '/b.jpg'], open_houses: [] })
    expect((normalizeRecord(record({ StandardStatus: 'Closed' }), resolve) as NormalizedListing).badge).toBe('sold')
    expect((normalizeRecord(record({ NewConstructionYN: 'true' }), resolve) as NormalizedListing).badge).toBe('new-build')
    expect((normalizeRecord(record({ ListPrice: 2_500_000 }), resolve) as NormalizedListing).badge).toBe('collection')
    expect((normalizeRecord(record({ PropertyType: 'Commercial Sale', PropertySubType: '' }), resolve) as NormalizedListing).type_code).toBe('comm')
  })

  it('reports every bad field with a reason', () => {
    const errors = normalizeRecord(record({ ListPrice: 'abc', City: 'Atlantis', Latitude: 95, PostalCode: '12345', Media: [{ MediaURL: 'ftp:x' }] }), resolve)
    expect(Array.isArray(errors)).toBe(true)
    const fields = (errors as Array<{ field: string; reason: string }>).map((e) => e.field)
    expect(fields).toEqual(['ListPrice', 'City', 'PostalCode', 'Latitude', 'Media[0].MediaURL'])
    expect((errors as Array<{ reason: string }>)[1].reason).toContain('Atlantis')
  })

  it('requires the key, status, type and modification time', () => {
    const errors = normalizeRecord({ City: 'Laval' }, resolve) as Array<{ field: string }>
    expect(errors.map((e) => e.field)).toEqual(['ListingKey', 'StandardStatus', 'PropertyType', 'ListPrice', 'UnparsedAddress', 'Latitude', 'Longitude', 'ModificationTimestamp'])
    expect((normalizeRecord(record({ ListingKey: 'a b' }), resolve) as Array<{ field: string }>)[0].field).toBe('ListingKey')
    expect((normalizeRecord(record({ ModificationTimestamp: 'yesterday' }), resolve) as Array<{ field: string }>)[0].field).toBe('ModificationTimestamp')
  })
})
