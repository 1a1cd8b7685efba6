/**
 * Property search filters (spec 1 §3–§4, spec 2 §3, §5): the model, its defaults, casting from the
 * URL query, the active count, and the two serialisations (core API parameters, page URL query).
 * The page URL holds the filter state; it is parsed here and nowhere else.
 */
export type MapBounds = { NorthEast_lat: number; NorthEast_lng: number; SouthWest_lat: number; SouthWest_lng: number }
export type Transaction = 'buy' | 'rent'

export type SearchFilters = {
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

export const defaultFilters: Readonly<SearchFilters> = Object.freeze({
  mun: [], type: [], price_min: null, price_max: null, bedrooms: null, bathrooms: null,
  forSaleForRent: null, open_house: false, map_bounds: null,
})

export const emptyFilters = (): SearchFilters => ({ ...defaultFilters, mun: [], type: [] })

/** Bedrooms and bathrooms choices (spec 2 §5). */
export const roomChoices = [1, 2, 3, 4, 5] as const
export const transactions: readonly Transaction[] = ['buy', 'rent']

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined | null>

const listKeys = ['mun', 'type'] as const
const numberKeys = ['price_min', 'price_max', 'bedrooms', 'bathrooms'] as const
const boundKeys = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const

/** Every value of a key, accepting `key`, `key[]` and comma-joined values. */
function values(q: QueryInput, key: string): string[] {
  const raw: string[] = q instanceof URLSearchParams
    ? [...q.getAll(key), ...q.getAll(`${key}[]`)]
    : [q[key], q[`${key}[]`]].flatMap((v) => (v == null ? [] : Array.isArray(v) ? v : [v]))
  return raw.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
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

/** Values present in the query, cast to their types (lists sorted). Absent keys are left out. */
export function castQuery(q: QueryInput): Partial<SearchFilters> {
  const out: Partial<SearchFilters> = {}
  for (const k of listKeys) {
    const list = values(q, k)
    if (list.length) out[k] = [...new Set(list)].sort()
  }
  for (const k of numberKeys) {
    const [v] = values(q, k)
    if (v !== undefined) out[k] = parseNumber(v)
  }
  const [tx] = values(q, 'forSaleForRent')
  if (tx !== undefined) out.forSaleForRent = tx
  const [oh] = values(q, 'open_house')
  if (oh !== undefined) out.open_house = parseBool(oh)
  return out
}

/** The query's filters merged over the defaults (spec 1 §4), normalised. */
export function filtersFromQuery(q: QueryInput): SearchFilters {
  return normalize({ ...emptyFilters(), ...castQuery(q) })
}

/** True when the query carries at least one filter value. */
export const hasFilterQuery = (q: QueryInput) => Object.keys(castQuery(q)).length > 0

/** True when the query asks for the filters to be cleared (`reset_filters`). */
export const wantsReset = (q: QueryInput) => parseBool(values(q, 'reset_filters')[0] ?? (hasKey(q, 'reset_filters') ? '1' : undefined))

const hasKey = (q: QueryInput, k: string) => (q instanceof URLSearchParams ? q.has(k) : q[k] !== undefined && q[k] !== null)

/** price_min 0 is unset; price_max Infinity is unset; other nonsense becomes null. */
export function normalize(f: SearchFilters): SearchFilters {
  const pos = (n: number | null) => (n === null || !Number.isFinite(n) || n <= 0 ? null : n)
  return {
    ...f,
    mun: [...new Set(f.mun)].sort(),
    type: [...new Set(f.type)].sort(),
    price_min: pos(f.price_min),
    price_max: pos(f.price_max),
    bedrooms: pos(f.bedrooms),
    bathrooms: pos(f.bathrooms),
    forSaleForRent: f.forSaleForRent || null,
    open_house: Boolean(f.open_house),
  }
}

/** Merge a change over filters; a key is replaced only if its value differs. */
export function mergeFilters(current: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  const next = normalize({ ...current, ...patch })
  return sameFilters(current, next) ? current : next
}

export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b))
}

export type FilterKey = Exclude<keyof SearchFilters, 'map_bounds'>

/** Filters the visitor set (not null, false, 0 or empty list; map bounds excluded). */
export function activeKeys(f: SearchFilters): FilterKey[] {
  const n = normalize(f)
  const keys: FilterKey[] = ['mun', 'type', 'price_min', 'price_max', 'bedrooms', 'bathrooms', 'forSaleForRent', 'open_house']
  return keys.filter((k) => {
    const v = n[k]
    return Array.isArray(v) ? v.length > 0 : v !== null && v !== false
  })
}

/** The count shown on the 'more criteria' and filters buttons (price range counts once). */
export function activeCount(f: SearchFilters): number {
  const keys = activeKeys(f)
  const price = keys.includes('price_min') && keys.includes('price_max') ? 1 : 0
  return keys.length - price
}

/** One filter back to its default (a criteria tag was clicked). */
export function clearFilter(f: SearchFilters, key: FilterKey | 'price'): SearchFilters {
  if (key === 'price') return { ...f, price_min: null, price_max: null }
  const d = defaultFilters[key]
  return { ...f, [key]: Array.isArray(d) ? [] : d }
}

export type ApiParams = Array<[string, string]>

/** Core API parameters: lists as key[], open_house=1 or omitted, map bounds flattened. */
export function toApiParams(f: SearchFilters): ApiParams {
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
export function toUrlQuery(f: SearchFilters): URLSearchParams {
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
export function searchHref(base: string, f: SearchFilters): string {
  const q = toUrlQuery(f).toString()
  return q ? `${base}?${q}` : base
}

/** Keep a page URL's other parameters, replacing the filter ones (for history.replaceState). */
export function replaceFilterQuery(search: string, f: SearchFilters): string {
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
