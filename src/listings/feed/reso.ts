import { type Badge, type ListingStatus, type PropertyTypeCode, type Transaction } from '../constants'
import { statusOf, typeOf } from './reso-values'
import { asText } from '@/domain/text'

/** One listing as stored, produced from one RESO record. */
export type NormalizedListing = {
  uls: string
  status: ListingStatus
  transaction: Transaction
  type_code: PropertyTypeCode
  /** '' when the record names no City. */
  mun_code: string
  /** UnparsedAddress, or the address built from its parts ('' when the record has none). */
  street: string
  postal_code: string | null
  price: number
  /** Null when the feed gives no coordinates: published without a map marker, out of map searches. */
  lat_e6: number | null
  lng_e6: number | null
  bedrooms: number
  bathrooms: number
  area: number | null
  badge: Badge | null
  listed_at: number
  modified_at: number
  description_fr: string | null
  description_en: string | null
  broker_name: string | null
  office_name: string | null
  /** RESO ListAgentKey / ListOfficeKey: the member and office documents imported from the same feed. */
  list_agent_key: string | null
  list_office_key: string | null
  photos: string[]
  open_houses: Array<[number, number]>
}

export type RecordError = { line: number; uls: string | null; field: string; reason: string }
export type RawRecord = Record<string, unknown>

/** A prestige listing ("collection" badge) from this list price up. */
export const COLLECTION_PRICE = 2_000_000
const SQFT_PER_M2 = 10.7639

export class FieldError extends Error {
  constructor(
    public field: string,
    reason: string,
  ) {
    super(reason)
  }
}

export const present = (v: unknown) => v !== undefined && v !== null && v !== ''

export function text(r: RawRecord, field: string, required = false, max = 500): string | null {
  const v = r[field]
  if (!present(v)) {
    if (required) throw new FieldError(field, 'is required')
    return null
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw new FieldError(field, 'must be text')
  const s = String(v).trim()
  if (s.length > max) throw new FieldError(field, `is longer than ${max} characters`)
  if (!s && required) throw new FieldError(field, 'is required')
  return s || null
}

export function num(
  r: RawRecord,
  field: string,
  opts: { required?: boolean; min?: number; max?: number; int?: boolean } = {},
): number | null {
  const v = r[field]
  if (!present(v)) {
    if (opts.required) throw new FieldError(field, 'is required')
    return null
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN
  if (!Number.isFinite(n)) throw new FieldError(field, `is not a number: ${JSON.stringify(v).slice(0, 40)}`)
  if (opts.int && !Number.isInteger(n)) throw new FieldError(field, 'must be a whole number')
  if (opts.min !== undefined && n < opts.min) throw new FieldError(field, `must be at least ${opts.min}`)
  if (opts.max !== undefined && n > opts.max) throw new FieldError(field, `must be at most ${opts.max}`)
  return n
}

function time(r: RawRecord, field: string, required = false): number | null {
  const s = text(r, field, required, 40)
  if (s === null) return null
  const t = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) ? Date.parse(s) : NaN
  if (!Number.isFinite(t)) throw new FieldError(field, `is not an ISO 8601 date: ${s}`)
  return t
}

function bool(r: RawRecord, field: string): boolean {
  const v = r[field]
  return v === true || v === 1 || (typeof v === 'string' && /^(true|1|y|yes)$/i.test(v.trim()))
}

/** Nested lists: JSON arrays, or in CSV a JSON string or values joined by '|'. */
function list(r: RawRecord, field: string): unknown[] {
  const v = r[field]
  if (!present(v)) return []
  if (Array.isArray(v)) return v
  if (typeof v === 'string') {
    const s = v.trim()
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s)
        if (Array.isArray(parsed)) return parsed
      } catch {
        /* reported below */
      }
      throw new FieldError(field, 'is not a valid JSON array')
    }
    return s
      .split('|')
      .map((x) => x.trim())
      .filter(Boolean)
  }
  throw new FieldError(field, 'must be a list')
}

function photos(r: RawRecord): string[] {
  const items = list(r, 'Media').map((m, i) => {
    const url = typeof m === 'string' ? m : m && typeof m === 'object' ? (m as RawRecord).MediaURL : undefined
    const order = m && typeof m === 'object' ? Number((m as RawRecord).Order ?? i) : i
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)\S+$/.test(url) || url.length > 1000)
      throw new FieldError(`Media[${i}].MediaURL`, 'is not a URL')
    return { url, order: Number.isFinite(order) ? order : i }
  })
  return items
    .sort((a, b) => a.order - b.order)
    .slice(0, 50)
    .map((m) => m.url)
}

function openHouses(r: RawRecord): Array<[number, number]> {
  return list(r, 'OpenHouse').map((o, i) => {
    const rec: RawRecord =
      typeof o === 'string'
        ? { OpenHouseStartTime: o.split('/')[0], OpenHouseEndTime: o.split('/')[1] }
        : ((o as RawRecord) ?? {})
    try {
      const start = time(rec, 'OpenHouseStartTime', true) as number
      const end = time(rec, 'OpenHouseEndTime', true) as number
      if (end < start) throw new FieldError('OpenHouseEndTime', 'is before OpenHouseStartTime')
      return [start, end] as [number, number]
    } catch (e) {
      if (e instanceof FieldError) throw new FieldError(`OpenHouse[${i}].${e.field}`, e.message)
      throw e
    }
  })
}

/** The badge stored with the listing; time-dependent ones (open-house, new) are added when read. */
export function storedBadge(
  l: Pick<NormalizedListing, 'status' | 'transaction' | 'type_code' | 'price'>,
  flags: { newBuild: boolean; foreclosed: boolean },
): Badge | null {
  if (l.status === 'sold') return 'sold'
  if (flags.newBuild) return 'new-build'
  if (l.transaction === 'rent') return 'rent'
  if (flags.foreclosed) return 'foreclosed'
  if (l.price >= COLLECTION_PRICE) return 'collection'
  if (l.type_code === 'comm') return 'commercial'
  return null
}

/** RESO ListingKey: Edm.String, MaxLength 255; any characters (PostgreSQL text cannot hold NUL). */
const KEY_MAX = 255
const POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i

/** The street line when UnparsedAddress is absent, as Canada Post writes it: `4-123 rue Principale N`. */
export function streetOf(r: RawRecord): string {
  const part = (f: string) => text(r, f, false, 50)
  const number = [part('UnitNumber'), part('StreetNumber')].filter(Boolean).join('-')
  return [number, part('StreetDirPrefix'), part('StreetName'), part('StreetSuffix'), part('StreetDirSuffix')]
    .filter(Boolean)
    .join(' ')
}

/** Latitude and Longitude together, in micro-degrees; none when either is missing or both are 0 (a feed's "unknown"). */
function coordinates(r: RawRecord): [number, number] | null {
  const lat = num(r, 'Latitude', { min: -90, max: 90 })
  const lng = num(r, 'Longitude', { min: -180, max: 180 })
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null
  return [Math.round(lat * 1e6), Math.round(lng * 1e6)]
}

/**
 * One RESO Data Dictionary record → a stored listing, or every problem found in it (field, reason).
 * Only the key is required, as in the Data Dictionary 2.0 (docs/decisions/0034): other fields have a
 * stated meaning when absent. `resolveCity` maps a City (any case or accents) to its MUN_CODE; `now`
 * dates a record that carries no date at all.
 */
export function normalizeRecord(
  r: RawRecord,
  resolveCity: (city: string) => string,
  now = Date.now(),
): NormalizedListing | Array<Omit<RecordError, 'line'>> {
  const errors: Array<Omit<RecordError, 'line'>> = []
  const uls = typeof r.ListingKey === 'string' || typeof r.ListingKey === 'number' ? String(r.ListingKey).trim() : ''
  const get = <T>(fn: () => T): T | undefined => {
    try {
      return fn()
    } catch (e) {
      if (!(e instanceof FieldError)) throw e
      errors.push({ uls: uls || null, field: e.field, reason: e.message })
      return undefined
    }
  }
  get(() => {
    if (!uls) throw new FieldError('ListingKey', 'is required')
    if (uls.length > KEY_MAX) throw new FieldError('ListingKey', `is longer than ${KEY_MAX} characters`)
    if (uls.includes('\u0000')) throw new FieldError('ListingKey', 'holds a NUL character')
  })
  // No status: a record the feed offers is on the market.
  const status = get(() => {
    const v = text(r, 'StandardStatus')
    const s = v === null ? 'active' : statusOf(v)
    if (!s) throw new FieldError('StandardStatus', `is not a known status: ${v}`)
    return s
  })
  // No type: the sub-type decides, else a residential sale.
  const kind = get(() => {
    const v = text(r, 'PropertyType')
    const k = typeOf(v ?? 'Residential', text(r, 'PropertySubType') ?? undefined)
    if (!k) throw new FieldError('PropertyType', `is not a known type: ${v}`)
    return k
  })
  // No price: 0, shown as "price on request".
  const price = get(() => num(r, 'ListPrice', { min: 0, max: 1e9 }) ?? 0)
  const street = get(() => text(r, 'UnparsedAddress', false, 255) ?? streetOf(r))
  // Any municipality the feed names (src/listings/feed/municipalities.ts learns new ones).
  const mun = get(() => {
    const city = text(r, 'City', false, 100)
    return city === null ? '' : resolveCity(city)
  })
  const postal = get(() => {
    const p = text(r, 'PostalCode', false, 10)
    if (p === null) return null
    const m = POSTAL.exec(p)
    return m ? `${m[1]} ${m[2]}`.toUpperCase() : p.toUpperCase()
  })
  const coords = get(() => coordinates(r))
  const bedrooms = get(() => num(r, 'BedroomsTotal', { min: 0, max: 100, int: true }))
  const bathrooms = get(() => num(r, 'BathroomsTotalInteger', { min: 0, max: 100, int: true }))
  const area = get(() => {
    const a = num(r, 'LivingArea', { min: 0, max: 10_000_000 })
    if (a === null) return null
    return Math.round(/met/i.test(asText(r.LivingAreaUnits)) ? a * SQFT_PER_M2 : a)
  })
  const modified = get(() => time(r, 'ModificationTimestamp'))
  const listed = get(
    () => time(r, 'OnMarketTimestamp') ?? time(r, 'OriginalEntryTimestamp') ?? time(r, 'ListingContractDate'),
  )
  const media = get(() => photos(r))
  const opens = get(() => openHouses(r))
  const descFr = get(() => text(r, 'PublicRemarks', false, 10_000))
  const descEn = get(() => text(r, 'PublicRemarksEnglish', false, 10_000))
  const broker = get(() => text(r, 'ListAgentFullName', false, 200))
  const office = get(() => text(r, 'ListOfficeName', false, 255))
  const agentKey = get(() => text(r, 'ListAgentKey', false, 255))
  const officeKey = get(() => text(r, 'ListOfficeKey', false, 255))
  if (errors.length) return errors

  const listing: NormalizedListing = {
    uls,
    status: status!,
    transaction: kind!.transaction,
    type_code: kind!.type,
    mun_code: mun!,
    street: street!,
    postal_code: postal ?? null,
    price: Math.round(price!),
    lat_e6: coords?.[0] ?? null,
    lng_e6: coords?.[1] ?? null,
    bedrooms: bedrooms ?? 0,
    bathrooms: bathrooms ?? 0,
    area: area ?? null,
    badge: null,
    listed_at: listed ?? modified ?? now,
    modified_at: modified ?? listed ?? now,
    description_fr: descFr ?? null,
    description_en: descEn ?? null,
    broker_name: broker ?? null,
    office_name: office ?? null,
    list_agent_key: agentKey ?? null,
    list_office_key: officeKey ?? null,
    photos: media ?? [],
    open_houses: opens ?? [],
  }
  const conditions = asText(r.SpecialListingConditions)
  listing.badge = storedBadge(listing, {
    newBuild: bool(r, 'NewConstructionYN'),
    foreclosed: /real estate owned|foreclos|bank owned|reprise/i.test(conditions),
  })
  return listing
}
