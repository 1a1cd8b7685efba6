import type { PropertyTypeCode } from '../constants'
import { brokers, remarks, streets } from './generate-text'
import { quebecMunicipalities, type Municipality } from '../quebec-municipalities'
import { rng, type Rng } from './random'
import { resoSubTypeOf } from '../feed/reso-values'
import type { RawRecord } from '../feed/reso'

export type GenerateOptions = {
  count: number
  seed?: number
  now?: number
  photos?: readonly string[]
  firstKey?: number
}

const DAY = 86_400_000
const typeWeights: ReadonlyArray<readonly [PropertyTypeCode, number]> = [
  ['maison', 46],
  ['condo', 26],
  ['prop', 10],
  ['chalet', 6],
  ['terrain', 6],
  ['ferme', 2],
  ['comm', 4],
]
const basePrice: Record<PropertyTypeCode, number> = {
  maison: 520_000,
  condo: 390_000,
  prop: 780_000,
  ferme: 690_000,
  chalet: 430_000,
  terrain: 140_000,
  comm: 950_000,
}
const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'
const fsaLetter = (m: Municipality) =>
  m.region === 'Montréal' || m.region === 'Laval' ? 'H' : m.lng < -72.3 ? 'J' : 'G'

function postal(r: Rng, m: Municipality) {
  const l = () => LETTERS[r.int(0, LETTERS.length - 1)]
  return `${fsaLetter(m)}${r.int(0, 9)}${l()} ${r.int(0, 9)}${l()}${r.int(0, 9)}`
}

const brokerWeights = brokers.map((b) => [b, b[4]] as const)

/** Weight by population: large cities hold most listings, small towns a few. */
const cityWeights = quebecMunicipalities.map((m) => [m, Math.pow(m.pop, 0.85)] as const)

function bedroomsFor(r: Rng, type: PropertyTypeCode) {
  if (type === 'terrain' || type === 'comm') return 0
  if (type === 'condo')
    return r.weighted([
      [1, 3],
      [2, 5],
      [3, 2],
    ] as const)
  if (type === 'prop') return r.int(4, 9)
  return r.weighted([
    [2, 2],
    [3, 5],
    [4, 3],
    [5, 1],
  ] as const)
}

/** One synthetic listing in RESO Data Dictionary field names. */
export function generateRecord(r: Rng, key: number, now: number, photos: readonly string[]): RawRecord {
  const m = r.weighted(cityWeights)
  const type = r.weighted(typeWeights)
  const rent = (type === 'condo' || type === 'maison' || type === 'comm') && r.next() < (type === 'condo' ? 0.25 : 0.08)
  const spreadKm = 1.5 + Math.sqrt(m.pop) * 0.45
  const lat = m.lat + (r.gauss() * spreadKm) / 111
  const lng = m.lng + (r.gauss() * spreadKm) / (111 * Math.cos((m.lat * Math.PI) / 180))
  const bedrooms = bedroomsFor(r, type)
  const urban = m.pop > 200 ? 1.25 : m.pop > 50 ? 1 : 0.8
  const price = rent
    ? Math.round(((type === 'comm' ? 3500 : 1100 + bedrooms * 350) * urban * Math.exp(r.gauss() * 0.2)) / 5) * 5
    : Math.round((basePrice[type] * urban * Math.exp(r.gauss() * 0.45)) / 1000) * 1000
  const listed = now - Math.floor(Math.pow(r.next(), 1.6) * 200 * DAY)
  const sold = r.next() < 0.08
  const text = remarks(r, type, m.name, bedrooms)
  const [agent, office, agentKey, officeKey] = r.weighted(brokerWeights)
  const photoCount = photos.length ? r.int(1, Math.min(8, photos.length)) : 0
  const first = r.int(0, Math.max(0, photos.length - 1))
  const openDay = Math.ceil((now + r.int(1, 14) * DAY) / DAY) * DAY
  return {
    ListingKey: String(key),
    StandardStatus: sold ? 'Closed' : 'Active',
    PropertyType:
      type === 'comm'
        ? rent
          ? 'Commercial Lease'
          : 'Commercial Sale'
        : rent
          ? 'Residential Lease'
          : type === 'prop'
            ? 'Residential Income'
            : type === 'terrain'
              ? 'Land'
              : type === 'ferme'
                ? 'Farm'
                : 'Residential',
    PropertySubType: resoSubTypeOf[type],
    ListPrice: Math.max(rent ? 500 : 25_000, price),
    UnparsedAddress: `${r.int(10, 9999)} ${r.pick(streets)}`,
    City: m.name,
    PostalCode: postal(r, m),
    Latitude: Number(lat.toFixed(6)),
    Longitude: Number(lng.toFixed(6)),
    BedroomsTotal: bedrooms,
    BathroomsTotalInteger: bedrooms ? Math.max(1, Math.round(bedrooms / 2 + r.next() - 0.3)) : 0,
    LivingArea:
      type === 'terrain' ? null : Math.round((type === 'condo' ? 650 : 900) + bedrooms * 260 + r.next() * 600),
    LivingAreaUnits: 'Square Feet',
    NewConstructionYN: r.next() < 0.04,
    SpecialListingConditions: r.next() < 0.01 ? 'Real Estate Owned' : 'Standard',
    OnMarketTimestamp: new Date(listed).toISOString(),
    ModificationTimestamp: new Date(listed + r.int(0, 20) * DAY).toISOString(),
    PublicRemarks: text.fr,
    PublicRemarksEnglish: text.en,
    ListAgentFullName: agent,
    ListAgentKey: agentKey,
    ListOfficeName: office,
    ListOfficeKey: officeKey,
    Media: Array.from({ length: photoCount }, (_, i) => ({
      MediaURL: photos[(first + i) % photos.length],
      Order: i + 1,
    })),
    OpenHouse:
      !sold && r.next() < 0.06
        ? [
            {
              OpenHouseStartTime: new Date(openDay + 19 * 3_600_000).toISOString(),
              OpenHouseEndTime: new Date(openDay + 21 * 3_600_000).toISOString(),
            },
          ]
        : [],
  }
}

/** A realistic synthetic feed over real Quebec municipalities (reproducible for a given seed). */
export function* generateFeed(opts: GenerateOptions): Generator<RawRecord> {
  const r = rng(opts.seed ?? 42)
  const now = opts.now ?? Date.now()
  for (let i = 0; i < opts.count; i++)
    yield generateRecord(r, (opts.firstKey ?? 10_000_000) + i, now, opts.photos ?? [])
}
