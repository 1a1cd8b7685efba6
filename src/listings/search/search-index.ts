import type { OrderBy } from '../constants'
import { DEFAULT_VIEW, gridFor, type CellRow } from './clusters'
import type { ListingFilters } from './properties-query'
import { ALL_LISTINGS, type SiteListings } from '../site-listings'
import { OwnerSets, type Owned } from './search-index-owners'

/** One searchable listing as read from the feed tables (active and sold only). */
export type IndexRow = {
  id: number | string
  status: string
  transaction_type: string
  type_code: string
  mun_code: string
  price: number | string
  lat_e6: number | string | null
  lng_e6: number | string | null
  bedrooms: number | string
  bathrooms: number | string
  open_house_until: number | string | null
  listed_at: number | string
  /** The feed's ListAgentKey and ListOfficeKey (listing_details): which sites show the listing. */
  list_agent_key?: string | null
  list_office_key?: string | null
}

const STATUS: Record<string, number> = { active: 1, sold: 2 }
const TRANSACTION: Record<string, number> = { sale: 1, rent: 2 }
/** Bedroom and bathroom filters stop at 50: counts are kept in a byte, clamped. */
const clampByte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v)

const columns = {
  id: Float64Array,
  lat: Int32Array,
  lng: Int32Array,
  price: Float64Array,
  listed: Float64Array,
  openUntil: Float64Array,
  status: Uint8Array,
  transaction: Uint8Array,
  type: Uint8Array,
  mun: Uint16Array,
  beds: Uint8Array,
  baths: Uint8Array,
  agent: Int32Array,
  office: Int32Array,
}
type Columns = { [K in keyof typeof columns]: InstanceType<(typeof columns)[K]> }
const allocate = (n: number) => Object.fromEntries(Object.entries(columns).map(([k, T]) => [k, new T(n)])) as Columns

function code(dict: Map<string, number>, value: string, max: number): number {
  let c = dict.get(value)
  if (c === undefined) {
    if (dict.size + 1 > max) throw new Error(`search index: more than ${max} distinct values`)
    dict.set(value, (c = dict.size + 1))
  }
  return c
}

/** The latitude and longitude of a listing without coordinates: below every bound, so only searches without bounds or `located` see it. */
const NO_COORD = -0x80000000
/** A map search's bounds when it has none: the world, which leaves out listings without coordinates. */
const WORLD = { south: -90_000_000, north: 90_000_000, west: -180_000_000, east: 180_000_000 }

/** Longitude strips of 0.02° (~1.6 km): within a strip, listings are ordered by latitude. */
export const STRIP = 20_000
const stripOf = (lng: number) => Math.floor(lng / STRIP)

/** Collects rows a chunk at a time (no million row objects alive at once), then orders them by strip and latitude. */
export class SearchIndexBuilder {
  private cols = allocate(1024)
  private n = 0
  private readonly types = new Map<string, number>()
  private readonly muns = new Map<string, number>()
  private readonly agents = new Map<string, number>()
  private readonly offices = new Map<string, number>()

  add(rows: IndexRow[]): void {
    if (this.n + rows.length > this.cols.id.length) {
      const grown = allocate(Math.max(this.n + rows.length, this.cols.id.length * 2))
      for (const k of Object.keys(columns) as Array<keyof Columns>) grown[k].set(this.cols[k].subarray(0, this.n))
      this.cols = grown
    }
    const c = this.cols
    for (const r of rows) {
      const i = this.n++
      const located = r.lat_e6 != null && r.lng_e6 != null
      c.id[i] = Number(r.id)
      c.lat[i] = located ? Number(r.lat_e6) : NO_COORD
      c.lng[i] = located ? Number(r.lng_e6) : NO_COORD
      c.price[i] = Number(r.price)
      c.listed[i] = Number(r.listed_at)
      c.openUntil[i] = r.open_house_until == null ? NaN : Number(r.open_house_until)
      c.status[i] = STATUS[r.status] ?? 0
      c.transaction[i] = TRANSACTION[r.transaction_type] ?? 0
      c.type[i] = code(this.types, r.type_code, 255)
      c.mun[i] = code(this.muns, r.mun_code, 65535)
      c.beds[i] = clampByte(Number(r.bedrooms))
      c.baths[i] = clampByte(Number(r.bathrooms))
      c.agent[i] = r.list_agent_key ? code(this.agents, r.list_agent_key, 0x7fffffff) : 0
      c.office[i] = r.list_office_key ? code(this.offices, r.list_office_key, 0x7fffffff) : 0
    }
  }

  build(): SearchIndex {
    const { lat, lng, id } = this.cols
    const strip = new Int32Array(this.n).map((_, i) => stripOf(lng[i]))
    const order = new Int32Array(this.n)
      .map((_, i) => i)
      .sort((a, b) => strip[a] - strip[b] || lat[a] - lat[b] || id[a] - id[b])
    const sorted = allocate(this.n)
    for (const k of Object.keys(columns) as Array<keyof Columns>) {
      const from = this.cols[k],
        to = sorted[k]
      for (let i = 0; i < order.length; i++) to[i] = from[order[i]]
    }
    return new SearchIndex(sorted, this.n, this.types, this.muns, { agents: this.agents, offices: this.offices })
  }
}

/**
 * The search columns of every active or sold listing in typed arrays, ordered by longitude strip
 * then latitude, so a viewport reads one slice of each strip it covers (docs/decisions/0008). Answers exactly what the SQL search answers:
 * counts, page ids in the requested order, and map grid cells.
 */
export class SearchIndex {
  private readonly id: Float64Array
  private readonly lat: Int32Array
  private readonly lng: Int32Array
  private readonly price: Float64Array
  private readonly listed: Float64Array
  private readonly openUntil: Float64Array
  private readonly status: Uint8Array
  private readonly transaction: Uint8Array
  private readonly type: Uint8Array
  private readonly mun: Uint16Array
  private readonly beds: Uint8Array
  private readonly baths: Uint8Array
  private readonly scratch: Int32Array
  private readonly latRange: [number, number]
  private readonly lngRange: [number, number]
  /** Each strip present, and where its listings start (one more entry: the end). */
  private readonly strips: Int32Array
  private readonly stripStart: Int32Array
  /** Positions in (listed_at, id) and (price, id) order: dense pages are found by walking them. */
  private readonly byListed: Int32Array
  private readonly byPrice: Int32Array
  /** Positions of listings with an open house (a few percent), in index order: `open_house=1` scans only these. */
  private readonly withOpenHouse: Int32Array
  /** How many listings have coordinates (the map's extent is theirs). */
  private readonly located: number
  /** Positions a page may walk in sort order before it scans the viewport and keeps the best in a heap instead. */
  walkBudget = 2_000
  /** Which positions each site shows (decision 0025), computed on a site's first search and kept. */
  private readonly owners: OwnerSets

  constructor(
    c: Columns,
    readonly size: number,
    private readonly types: Map<string, number>,
    private readonly muns: Map<string, number>,
    keys: { agents: Map<string, number>; offices: Map<string, number> },
  ) {
    this.owners = new OwnerSets(c.agent, c.office, keys.agents, keys.offices)
    ;({
      id: this.id,
      lat: this.lat,
      lng: this.lng,
      price: this.price,
      listed: this.listed,
      openUntil: this.openUntil,
    } = c)
    ;({
      status: this.status,
      transaction: this.transaction,
      type: this.type,
      mun: this.mun,
      beds: this.beds,
      baths: this.baths,
    } = c)
    this.scratch = new Int32Array(size)
    const inOrder = (key: Float64Array) =>
      new Int32Array(size).map((_, i) => i).sort((a, b) => key[a] - key[b] || this.id[a] - this.id[b])
    this.byListed = inOrder(this.listed)
    this.byPrice = inOrder(this.price)
    this.withOpenHouse = Int32Array.from(
      (function* (open: Float64Array) {
        for (let i = 0; i < size; i++) if (!Number.isNaN(open[i])) yield i
      })(this.openUntil),
    )
    let south = Infinity,
      north = -Infinity,
      west = Infinity,
      east = -Infinity,
      located = 0
    const strips: number[] = [],
      starts: number[] = []
    for (let i = 0; i < size; i++) {
      const la = this.lat[i],
        lo = this.lng[i]
      const s = stripOf(lo)
      if (!strips.length || strips[strips.length - 1] !== s) {
        strips.push(s)
        starts.push(i)
      }
      if (la === NO_COORD) continue
      located++
      if (la < south) south = la
      if (la > north) north = la
      if (lo < west) west = lo
      if (lo > east) east = lo
    }
    this.located = located
    starts.push(size)
    this.latRange = [south, north]
    this.lngRange = [west, east]
    this.strips = Int32Array.from(strips)
    this.stripStart = Int32Array.from(starts)
  }

  /** Whether some listings have no coordinates (a map search without bounds then counts its list apart). */
  get hasUnlocated(): boolean {
    return this.located < this.size
  }

  /** Bytes held by the arrays (the figure decision 0008 reports). */
  get bytes(): number {
    return (
      this.size * (8 + 4 + 4 + 8 + 8 + 8 + 1 + 1 + 1 + 2 + 1 + 1 + 4 + 4 + 4 + 8) +
      this.strips.length * 8 +
      this.withOpenHouse.length * 4 +
      this.owners.bytes
    )
  }

  /** First position in [lo, hi) whose value in `arr` is ≥ v (arr sorted over that range). */
  private static lowerBound(arr: Int32Array, v: number, lo: number, hi: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (arr[mid] < v) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The filters as the arrays compare them (shared by the scan and the per-position test). */
  private limits(f: ListingFilters) {
    const b = f.bounds ?? (f.located ? WORLD : null)
    return {
      st: f.status === 'sold' ? 2 : 1,
      tx: f.transaction ? TRANSACTION[f.transaction] : 0,
      pmin: f.price_min ?? -Infinity,
      pmax: f.price_max ?? Infinity,
      bmin: f.bedrooms ?? 0,
      tmin: f.bathrooms ?? 0,
      types: this.mask(this.types, f.type),
      muns: this.mask(this.muns, f.mun),
      south: b ? b.south : -Infinity,
      north: b ? b.north : Infinity,
      west: b ? b.west : -Infinity,
      east: b ? b.east : Infinity,
    }
  }

  private mask(dict: Map<string, number>, wanted: string[]): Uint8Array {
    const m = new Uint8Array(dict.size + 1).fill(wanted.length ? 0 : 1)
    for (const w of wanted) {
      const c = dict.get(w)
      if (c !== undefined) m[c] = 1
    }
    return m
  }

  /**
   * Positions of the matching listings, in `scratch` (valid until the next call: use them before
   * any await). Same predicate as search-sql.ts whereClause.
   */
  private select(f: ListingFilters, now: number, owned: Owned | null): number {
    const b = f.bounds ?? (f.located ? WORLD : null)
    const { st, tx, pmin, pmax, bmin, tmin, types, muns, south, north, west, east } = this.limits(f)
    const oh = f.open_house
    const { status, lat, lng, transaction, price, beds, baths, type, mun, openUntil, scratch } = this
    let n = 0
    // Two loops rather than one with a test per position: searching every listing stays exactly as fast as before sites.
    const scanAll = (lo: number, hi: number) => {
      for (let i = lo; i < hi; i++) {
        if (status[i] !== st) continue
        const x = lng[i]
        if (x < west || x > east) continue
        const t = transaction[i]
        if (tx ? t !== tx : t === 0) continue
        const p = price[i]
        if (p < pmin || p > pmax || beds[i] < bmin || baths[i] < tmin) continue
        if (types[type[i]] === 0 || muns[mun[i]] === 0) continue
        if (oh && !(openUntil[i] >= now)) continue
        scratch[n++] = i
      }
    }
    const own = owned?.bits
    const scanOwned = (lo: number, hi: number) => {
      for (let i = lo; i < hi; i++) {
        if (status[i] !== st || (own![i >>> 5] & (1 << (i & 31))) === 0) continue
        const x = lng[i]
        if (x < west || x > east) continue
        const t = transaction[i]
        if (tx ? t !== tx : t === 0) continue
        const p = price[i]
        if (p < pmin || p > pmax || beds[i] < bmin || baths[i] < tmin) continue
        if (types[type[i]] === 0 || muns[mun[i]] === 0) continue
        if (oh && !(openUntil[i] >= now)) continue
        scratch[n++] = i
      }
    }
    const scan = own ? scanOwned : scanAll
    // A site's own few listings, or the few with an open house: visit only those positions.
    const few =
      owned?.positions && (!oh || owned.positions.length < this.withOpenHouse.length)
        ? owned.positions
        : oh
          ? this.withOpenHouse
          : null
    if (few) {
      for (const i of few) if (lat[i] >= south && lat[i] <= north) scan(i, i + 1)
      return n
    }
    if (!b) {
      scan(0, this.size)
      return n
    }
    const last = stripOf(b.east)
    for (
      let k = SearchIndex.lowerBound(this.strips, stripOf(b.west), 0, this.strips.length);
      k < this.strips.length && this.strips[k] <= last;
      k++
    ) {
      const from = this.stripStart[k],
        to = this.stripStart[k + 1]
      scan(SearchIndex.lowerBound(lat, b.south, from, to), SearchIndex.lowerBound(lat, b.north + 1, from, to))
    }
    return n
  }

  /** The same test as select(), for one position. */
  private predicate(f: ListingFilters, now: number, owned: Owned | null): (i: number) => boolean {
    const { st, tx, pmin, pmax, bmin, tmin, types, muns, south, north, west, east } = this.limits(f)
    const { status, lat, lng, transaction, price, beds, baths, type, mun, openUntil } = this
    const test = (i: number) => {
      const t = transaction[i],
        p = price[i]
      return (
        status[i] === st &&
        lat[i] >= south &&
        lat[i] <= north &&
        lng[i] >= west &&
        lng[i] <= east &&
        (tx ? t === tx : t !== 0) &&
        p >= pmin &&
        p <= pmax &&
        beds[i] >= bmin &&
        baths[i] >= tmin &&
        types[type[i]] === 1 &&
        muns[mun[i]] === 1 &&
        (!f.open_house || openUntil[i] >= now)
      )
    }
    const own = owned?.bits
    return own ? (i) => (own[i >>> 5] & (1 << (i & 31))) !== 0 && test(i) : test
  }

  /**
   * The first k matches in sort order, walking the sorted positions: quick where matches are
   * dense. Null when the walk budget runs out first (sparse matches).
   */
  private walk(f: ListingFilters, now: number, order: OrderBy, k: number, owned: Owned | null): number[] | null {
    const perm = order === 'newest' || order === 'oldest' ? this.byListed : this.byPrice
    const backwards = order === 'newest' || order === 'price_desc'
    const test = this.predicate(f, now, owned)
    // In price order, start at the price range: skipped positions could not match.
    let first = 0,
      end = this.size
    if (perm === this.byPrice) {
      const at = (v: number) => {
        let lo = 0,
          hi = this.size
        while (lo < hi) {
          const mid = (lo + hi) >>> 1
          if (this.price[perm[mid]] < v) lo = mid + 1
          else hi = mid
        }
        return lo
      }
      if (f.price_min != null) first = at(f.price_min)
      if (f.price_max != null) end = at(f.price_max + 1)
    }
    const span = end - first
    const budget = Math.min(span, this.walkBudget)
    const out: number[] = []
    for (let s = 0; s < budget && out.length < k; s++) {
      const p = perm[backwards ? end - 1 - s : first + s]
      if (test(p)) out.push(p)
    }
    return out.length === k || budget === span ? out : null
  }

  /** How many of the site's listings match (every listing unless a site is given). */
  count(f: ListingFilters, now: number, site: SiteListings = ALL_LISTINGS): number {
    return this.select(f, now, this.owners.of(site))
  }

  /**
   * Ids of `limit` matches after `offset` in the requested order (ties by id, as the SQL). A site
   * that shows few listings skips the walk: its own positions are scanned at once.
   */
  pageIds(
    f: ListingFilters,
    now: number,
    order: OrderBy,
    limit: number,
    offset: number,
    site: SiteListings = ALL_LISTINGS,
  ): number[] {
    const owned = this.owners.of(site)
    const walked = owned?.positions ? null : this.walk(f, now, order, offset + limit, owned)
    if (walked) return walked.slice(offset).map((p) => this.id[p])
    const n = this.select(f, now, owned)
    const key = order === 'newest' || order === 'oldest' ? this.listed : this.price
    const sign = order === 'newest' || order === 'price_desc' ? -1 : 1
    const { id, scratch } = this
    // < 0 when position a comes before b.
    const cmp = (a: number, b: number) => sign * (key[a] - key[b]) || sign * (id[a] - id[b])
    const k = offset + limit
    const heap: number[] = [] // worst kept match on top
    const down = (at: number) => {
      for (;;) {
        const l = 2 * at + 1,
          r = l + 1
        let worst = at
        if (l < heap.length && cmp(heap[l], heap[worst]) > 0) worst = l
        if (r < heap.length && cmp(heap[r], heap[worst]) > 0) worst = r
        if (worst === at) return
        ;[heap[at], heap[worst]] = [heap[worst], heap[at]]
        at = worst
      }
    }
    let topKey = 0,
      topId = 0 // the worst kept match, once the heap is full
    for (let j = 0; j < n; j++) {
      const p = scratch[j]
      if (heap.length < k) {
        heap.push(p)
        for (let at = heap.length - 1; at > 0;) {
          const up = (at - 1) >> 1
          if (cmp(heap[at], heap[up]) <= 0) break
          ;[heap[at], heap[up]] = [heap[up], heap[at]]
          at = up
        }
      } else {
        // Most matches lose to the worst kept one: decide that without a call.
        const d = sign * (key[p] - topKey)
        if (d > 0 || (d === 0 && sign * (id[p] - topId) >= 0)) continue
        heap[0] = p
        down(0)
      }
      if (heap.length === k) {
        topKey = key[heap[0]]
        topId = id[heap[0]]
      }
    }
    return heap
      .sort(cmp)
      .slice(offset, offset + limit)
      .map((p) => id[p])
  }

  /** Matches per cell of the map grid, as the SQL GROUP BY (cells in row then column order). */
  cells(f: ListingFilters, now: number, site: SiteListings = ALL_LISTINGS): CellRow[] {
    const n = this.select(f, now, this.owners.of(site))
    const g = gridFor(f.bounds)
    const b = f.bounds ?? {
      ...DEFAULT_VIEW,
      south: Math.min(this.latRange[0], DEFAULT_VIEW.south),
      north: Math.max(this.latRange[1], DEFAULT_VIEW.north),
    }
    const west = f.bounds ? b.west : this.located ? this.lngRange[0] : 0
    const east = f.bounds ? b.east : this.located ? this.lngRange[1] : 0
    const cy0 = Math.trunc((b.south - g.originLat) / g.cellLat),
      cx0 = Math.trunc((west - g.originLng) / g.cellLng)
    const rows = Math.trunc((b.north - g.originLat) / g.cellLat) - cy0 + 1
    const cols = Math.trunc((east - g.originLng) / g.cellLng) - cx0 + 1
    const count = new Float64Array(rows * cols),
      slat = new Float64Array(rows * cols),
      slng = new Float64Array(rows * cols)
    const minId = new Float64Array(rows * cols).fill(Infinity)
    const { lat, lng, id, scratch } = this
    for (let j = 0; j < n; j++) {
      const p = scratch[j]
      if (lat[p] === NO_COORD) continue // only when called without bounds or `located`: such listings have no cell
      const c =
        (Math.trunc((lat[p] - g.originLat) / g.cellLat) - cy0) * cols +
        Math.trunc((lng[p] - g.originLng) / g.cellLng) -
        cx0
      count[c]++
      slat[c] += lat[p]
      slng[c] += lng[p]
      if (id[p] < minId[c]) minId[c] = id[p]
    }
    const out: CellRow[] = []
    for (let c = 0; c < count.length; c++)
      if (count[c]) out.push({ n: count[c], slat: slat[c], slng: slng[c], id: minId[c] })
    return out
  }

  /** Ids of every match, ascending (the map's markers when there are few). */
  ids(f: ListingFilters, now: number, site: SiteListings = ALL_LISTINGS): number[] {
    const n = this.select(f, now, this.owners.of(site))
    return Array.from(this.scratch.subarray(0, n), (p) => this.id[p]).sort((a, b) => a - b)
  }
}
