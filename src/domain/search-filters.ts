/**
 * Property search filters (spec 1 §3–§4, spec 2 §3, §5): the model, its defaults, casting from the
 * URL query, the active count, and the two serialisations (core API parameters, page URL query).
 * The page URL holds the filter state; it is parsed here and nowhere else.
 */
import { propertyTypeCodes } from './property-types'
import { MUN_CODE } from './municipality-code'

export type MapBounds = { NorthEast_lat: number; NorthEast_lng: number; SouthWest_lat: number; SouthWest_lng: number }
/** What the visitor looks for (the URL's `forSaleForRent`); the listings store `Transaction` ('sale' | 'rent'). */
export type TransactionChoice = 'buy' | 'rent'

/** The filters as the page URL and the search bar hold them; the core API's query form is `ListingFilters` (listings/search). */
export type UrlSearchFilters = {
  mun: string[]
  type: string[]
  price_min: number | null
  price_max: number | null
  bedrooms: number | null
  bathrooms: number | null
  forSaleForRent: string | null
  open_house: boolean
  map_bounds: MapBounds | null
}

export const defaultFilters: Readonly<UrlSearchFilters> = Object.freeze({
  mun: [],
  type: [],
  price_min: null,
  price_max: null,
  bedrooms: null,
  bathrooms: null,
  forSaleForRent: null,
  open_house: false,
  map_bounds: null,
})

export const emptyFilters = (): UrlSearchFilters => ({ ...defaultFilters, mun: [], type: [] })

/** Bedrooms and bathrooms choices (spec 2 §5). */
export const roomChoices = [1, 2, 3, 4, 5] as const
export const transactionChoices: readonly TransactionChoice[] = ['buy', 'rent']

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined | null>

const listKeys = ['mun', 'type'] as const
const numberKeys = ['price_min', 'price_max', 'bedrooms', 'bathrooms'] as const
const boundKeys = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const

/** Every value of a key, accepting `key`, `key[]` and comma-joined values. */
function values(q: QueryInput, key: string): string[] {
  const raw: string[] =
    q instanceof URLSearchParams
      ? [...q.getAll(key), ...q.getAll(`${key}[]`)]
      : [q[key], q[`${key}[]`]].flatMap((v) => (v == null ? [] : Array.isArray(v) ? v : [v]))
  return raw
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}

/** Price inputs are parsed after removing commas and spaces; 'Infinity' is kept for price_max. */
export function parseNumber(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return Number.isNaN(v) ? null : v
  const s = v.replace(/[\s,\u00a0\u202f]/g, '')
  if (!s) return null
  const n = Number(s)
  return Number.isNaN(n) ? null : n
}

const parseBool = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v)

/** The values the core API accepts (src/listings/properties-query.ts); anything else is dropped here. */
const MAX_PRICE = 2_000_000_000
const MAX_ROOMS = 50
const MAX_MUNICIPALITIES = 200
const isTypeCode = (v: string) => (propertyTypeCodes as readonly string[]).includes(v)
const isTransaction = (v: string): v is TransactionChoice => (transactionChoices as readonly string[]).includes(v)

/** A price: digits with at most 2 decimals once commas and spaces are removed, up to 2 billion. */
function parsePrice(v: string): number | undefined {
  const s = v.replace(/[\s,\u00a0\u202f]/g, '')
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) return undefined
  const n = Number(s)
  return n <= MAX_PRICE ? n : undefined
}
const parseRooms = (v: string) => (/^\d{1,2}$/.test(v) && Number(v) <= MAX_ROOMS ? Number(v) : undefined)
const parseFlag = (v: string) =>
  /^(1|true|yes|on)$/i.test(v) ? true : /^(0|false|no|off)$/i.test(v) ? false : undefined

/**
 * Values present in the query, cast to their types (lists sorted). Absent keys, unknown codes and
 * invalid values are left out, so the rest of the filters still apply (issue 19).
 */
export function castQuery(q: QueryInput): Partial<UrlSearchFilters> {
  const out: Partial<UrlSearchFilters> = {}
  const mun = [...new Set(values(q, 'mun').filter((v) => MUN_CODE.test(v)))].sort().slice(0, MAX_MUNICIPALITIES)
  if (mun.length) out.mun = mun
  const type = [...new Set(values(q, 'type').filter(isTypeCode))].sort()
  if (type.length) out.type = type
  const first = (k: string) => values(q, k)[0]
  const [min, max] = [first('price_min'), first('price_max')]
  const priceMin = min === undefined ? undefined : parsePrice(min)
  if (priceMin !== undefined) out.price_min = priceMin
  const priceMax = max === undefined ? undefined : max === 'Infinity' ? null : parsePrice(max)
  if (priceMax !== undefined) out.price_max = priceMax
  for (const k of ['bedrooms', 'bathrooms'] as const) {
    const v = first(k)
    const n = v === undefined ? undefined : parseRooms(v)
    if (n !== undefined) out[k] = n
  }
  const tx = first('forSaleForRent')
  if (tx !== undefined && isTransaction(tx)) out.forSaleForRent = tx
  const oh = first('open_house')
  const flag = oh === undefined ? undefined : parseFlag(oh)
  if (flag !== undefined) out.open_house = flag
  return out
}

/** The query's filters merged over the defaults (spec 1 §4), normalised. */
export function filtersFromQuery(q: QueryInput): UrlSearchFilters {
  return normalize({ ...emptyFilters(), ...castQuery(q) })
}

/** True when the query carries at least one filter value. */
export const hasFilterQuery = (q: QueryInput) => Object.keys(castQuery(q)).length > 0

/** True when the query asks for the filters to be cleared (`reset_filters`). */
export const wantsReset = (q: QueryInput) =>
  parseBool(values(q, 'reset_filters')[0] ?? (hasKey(q, 'reset_filters') ? '1' : undefined))

const hasKey = (q: QueryInput, k: string) =>
  q instanceof URLSearchParams ? q.has(k) : q[k] !== undefined && q[k] !== null

/**
 * price_min 0 is unset; price_max Infinity is unset; other nonsense becomes null or is dropped from
 * lists, and a price_max below price_min is unset: what is left is always a query the API accepts.
 */
export function normalize(f: UrlSearchFilters): UrlSearchFilters {
  const pos = (n: number | null, max: number) => (n === null || !Number.isFinite(n) || n <= 0 || n > max ? null : n)
  const price = (n: number | null) => {
    const p = pos(n, MAX_PRICE)
    return p === null ? null : Math.round(p * 100) / 100
  }
  const whole = (n: number | null) => {
    const p = pos(n, MAX_ROOMS)
    return p === null ? null : Math.floor(p)
  }
  const price_min = price(f.price_min)
  const price_max = price(f.price_max)
  return {
    ...f,
    mun: [...new Set(f.mun ?? [])]
      .filter((v) => typeof v === 'string' && MUN_CODE.test(v))
      .sort()
      .slice(0, MAX_MUNICIPALITIES),
    type: [...new Set(f.type ?? [])].filter((v) => typeof v === 'string' && isTypeCode(v)).sort(),
    price_min,
    price_max: price_max !== null && price_min !== null && price_max < price_min ? null : price_max,
    bedrooms: whole(f.bedrooms),
    bathrooms: whole(f.bathrooms),
    forSaleForRent: typeof f.forSaleForRent === 'string' && isTransaction(f.forSaleForRent) ? f.forSaleForRent : null,
    open_house: Boolean(f.open_house),
  }
}

/** Merge a change over filters; a key is replaced only if its value differs. */
export function mergeFilters(current: UrlSearchFilters, patch: Partial<UrlSearchFilters>): UrlSearchFilters {
  const next = normalize({ ...current, ...patch })
  return sameFilters(current, next) ? current : next
}

export function sameFilters(a: UrlSearchFilters, b: UrlSearchFilters): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b))
}

export type FilterKey = Exclude<keyof UrlSearchFilters, 'map_bounds'>
/** Every filter a visitor can set in the URL, map bounds aside. */
export const FILTER_KEYS: readonly FilterKey[] = [
  'mun',
  'type',
  'price_min',
  'price_max',
  'bedrooms',
  'bathrooms',
  'forSaleForRent',
  'open_house',
]

/** Filters the visitor set (not null, false, 0 or empty list; map bounds excluded). */
export function activeKeys(f: UrlSearchFilters): FilterKey[] {
  const n = normalize(f)
  return FILTER_KEYS.filter((k) => {
    const v = n[k]
    return Array.isArray(v) ? v.length > 0 : v !== null && v !== false
  })
}

/** The count shown on the 'more criteria' and filters buttons (price range counts once). */
export function activeCount(f: UrlSearchFilters): number {
  const keys = activeKeys(f)
  const price = keys.includes('price_min') && keys.includes('price_max') ? 1 : 0
  return keys.length - price
}

/** One filter back to its default (a criteria tag was clicked). */
export function clearFilter(f: UrlSearchFilters, key: FilterKey | 'price'): UrlSearchFilters {
  if (key === 'price') return { ...f, price_min: null, price_max: null }
  const d = defaultFilters[key]
  return { ...f, [key]: Array.isArray(d) ? [] : d }
}

export type ApiParams = Array<[string, string]>

/** Core API parameters: lists as key[], open_house=1 or omitted, map bounds flattened. */
export function toApiParams(f: UrlSearchFilters): ApiParams {
  const n = normalize(f)
  const out: ApiParams = []
  for (const k of listKeys) for (const v of n[k]) out.push([`${k}[]`, v])
  for (const k of numberKeys) if (n[k] !== null) out.push([k, String(n[k])])
  if (n.forSaleForRent) out.push(['forSaleForRent', n.forSaleForRent])
  if (n.open_house) out.push(['open_house', '1'])
  if (n.map_bounds) for (const k of boundKeys) out.push([k, String(Number(n.map_bounds[k].toFixed(6)))])
  return out
}

/** The page URL query of the filters that are set (map bounds left out). */
export function toUrlQuery(f: UrlSearchFilters): URLSearchParams {
  const n = normalize(f)
  const q = new URLSearchParams()
  for (const k of activeKeys(n)) {
    const v = n[k]
    if (Array.isArray(v)) v.forEach((x) => q.append(k, x))
    else q.set(k, v === true ? '1' : String(v))
  }
  return q
}

/** The search page URL with the filters in its query, e.g. /fr/proprietes?mun=66023. */
export function searchHref(base: string, f: UrlSearchFilters): string {
  const q = toUrlQuery(f).toString()
  return q ? `${base}?${q}` : base
}

/** Keep a page URL's other parameters, replacing the filter ones (for history.replaceState). */
export function replaceFilterQuery(search: string, f: UrlSearchFilters): string {
  const q = new URLSearchParams(search)
  for (const k of [...listKeys, ...numberKeys, 'forSaleForRent', 'open_house', 'reset_filters']) {
    q.delete(k)
    q.delete(`${k}[]`)
  }
  for (const [k, v] of toUrlQuery(f)) q.append(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** Map bounds equal within ~1 m (a move that did not really move). */
export function sameBounds(a: MapBounds | null, b: MapBounds | null): boolean {
  if (!a || !b) return a === b
  return boundKeys.every((k) => Math.abs(a[k] - b[k]) < 1e-5)
}
