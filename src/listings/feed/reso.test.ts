import { describe, expect, it } from 'vitest'
import { normalizeRecord, type NormalizedListing } from './reso'

const cities: Record<string, string> = { laval: '65005', montreal: '66023' }
/** Known cities by their code; any other is learned (here: its lower-case name). */
const resolve = (c: string) => {
  const k = c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  return cities[k] ?? k
}

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
  Media: [
    { MediaURL: 'https://cdn.example.com/b.jpg', Order: 2 },
    { MediaURL: 'https://cdn.example.com/a.jpg', Order: 1 },
  ],
  OpenHouse: [{ OpenHouseStartTime: '2026-11-28T14:00:00-05:00', OpenHouseEndTime: '2026-11-28T16:00:00-05:00' }],
  ...over,
})

describe('normalizeRecord', () => {
  it('maps RESO fields to a stored listing', () => {
    const l = normalizeRecord(record(), resolve) as NormalizedListing
    expect(l).toMatchObject({
      uls: '12345678',
      status: 'active',
      transaction: 'sale',
      type_code: 'condo',
      mun_code: '65005',
      price: 425000,
      postal_code: 'H7N 4Z9',
      lat_e6: 45560123,
      lng_e6: -73721234,
      bedrooms: 2,
      bathrooms: 1,
      area: 1076,
      badge: null,
      photos: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
    })
    expect(l.listed_at).toBe(Date.parse('2026-10-20T09:00:00Z'))
    expect(l.open_houses).toEqual([[Date.parse('2026-11-28T19:00:00Z'), Date.parse('2026-11-28T21:00:00Z')]])
  })

  it('reads CSV-style cells (pipes, strings) and derives transaction and badges', () => {
    const l = normalizeRecord(
      record({ PropertyType: 'Residential Lease', ListPrice: '1850', Media: '/a.jpg|/b.jpg', OpenHouse: '' }),
      resolve,
    ) as NormalizedListing
    expect(l).toMatchObject({ transaction: 'rent', badge: 'rent', photos: ['/a.jpg', '/b.jpg'], open_houses: [] })
    expect((normalizeRecord(record({ StandardStatus: 'Closed' }), resolve) as NormalizedListing).badge).toBe('sold')
    expect((normalizeRecord(record({ NewConstructionYN: 'true' }), resolve) as NormalizedListing).badge).toBe(
      'new-build',
    )
    expect((normalizeRecord(record({ ListPrice: 2_500_000 }), resolve) as NormalizedListing).badge).toBe('collection')
    expect(
      (normalizeRecord(record({ PropertyType: 'Commercial Sale', PropertySubType: '' }), resolve) as NormalizedListing)
        .type_code,
    ).toBe('comm')
  })

  it('reports every bad field with a reason', () => {
    const errors = normalizeRecord(
      record({ ListPrice: 'abc', StandardStatus: 'Sleeping', Latitude: 95, Media: [{ MediaURL: 'ftp:x' }] }),
      resolve,
    )
    expect(Array.isArray(errors)).toBe(true)
    const fields = (errors as Array<{ field: string; reason: string }>).map((e) => e.field)
    expect(fields).toEqual(['StandardStatus', 'ListPrice', 'Latitude', 'Media[0].MediaURL'])
    expect((errors as Array<{ reason: string }>)[0].reason).toContain('Sleeping')
    expect(
      (normalizeRecord(record({ ModificationTimestamp: 'yesterday' }), resolve) as Array<{ field: string }>)[0].field,
    ).toBe('ModificationTimestamp')
  })

  it('requires only the key, as the Data Dictionary 2.0 does', () => {
    const now = Date.parse('2026-11-27T00:00:00Z')
    expect((normalizeRecord({ City: 'Laval' }, resolve, now) as Array<{ field: string }>).map((e) => e.field)).toEqual([
      'ListingKey',
    ])
    expect(normalizeRecord({ ListingKey: 'K1' }, resolve, now)).toMatchObject({
      uls: 'K1',
      status: 'active',
      transaction: 'sale',
      type_code: 'maison',
      price: 0,
      street: '',
      mun_code: '',
      lat_e6: null,
      lng_e6: null,
      listed_at: now,
      modified_at: now,
    })
    expect(
      (normalizeRecord({ ListingKey: 'x'.repeat(256) }, resolve) as Array<{ reason: string }>)[0].reason,
    ).toContain('255')
  })

  it('takes any key RESO allows: dashes, dots, spaces, slashes, accents', () => {
    for (const key of ['3yd-TESTMLS-5508001', 'a b', 'QC/2026.11/é', 'x'.repeat(255)])
      expect(normalizeRecord(record({ ListingKey: key }), resolve)).toMatchObject({ uls: key })
  })

  it('accepts any municipality the feed names', () => {
    expect(normalizeRecord(record({ City: 'Baie-Saint-Paul' }), resolve)).toMatchObject({ mun_code: 'baie-saint-paul' })
    expect(normalizeRecord(record({ City: 'LAVAL' }), resolve)).toMatchObject({ mun_code: '65005' })
  })

  it('publishes a listing without coordinates with no marker; 0,0 or half a pair is no position', () => {
    for (const over of [
      { Latitude: null, Longitude: null },
      { Latitude: undefined, Longitude: undefined },
      { Latitude: 0, Longitude: 0 },
      { Longitude: null },
    ]) {
      expect(normalizeRecord(record(over), resolve)).toMatchObject({ uls: '12345678', lat_e6: null, lng_e6: null })
    }
  })

  it('builds the street from its parts when UnparsedAddress is absent, as Canada Post writes it', () => {
    const parts = {
      UnparsedAddress: undefined,
      StreetNumber: '123',
      StreetName: 'Principale',
      StreetSuffix: 'Street',
      StreetDirSuffix: 'N',
      UnitNumber: '4',
    }
    expect(normalizeRecord(record(parts), resolve)).toMatchObject({ street: '4-123 Principale Street N' })
    expect(
      normalizeRecord(record({ UnparsedAddress: null, StreetNumber: 12, StreetName: 'rue du Lac' }), resolve),
    ).toMatchObject({ street: '12 rue du Lac' })
  })

  it('keeps a postal code from elsewhere as it is', () => {
    expect(normalizeRecord(record({ PostalCode: '05855' }), resolve)).toMatchObject({ postal_code: '05855' })
  })
})
