/**
 * The visitor's shortlist as stored on their device (localStorage, decision 0046): favourites with the
 * price seen when saved, saved searches (name + the search page's query) and the last listings opened.
 * Versioned; a corrupted or older entry is dropped, never thrown on.
 */
import { SHORTLIST_KEY, SHORTLIST_VERSION } from './shortlist-key'

export { SHORTLIST_KEY, SHORTLIST_VERSION }
export const MAX_FAVOURITES = 50
export const MAX_SEARCHES = 20
export const MAX_RECENT = 12
const MAX_KEY = 64
const MAX_NAME = 80
const MAX_QUERY = 2000

export type Favourite = { uls: string; price: number | null; at: number }
export type SavedSearch = { id: string; name: string; query: string; at: number }
export type Shortlist = {
  v: typeof SHORTLIST_VERSION
  favourites: Favourite[]
  searches: SavedSearch[]
  recent: string[]
}

export const emptyShortlist = (): Shortlist => ({ v: SHORTLIST_VERSION, favourites: [], searches: [], recent: [] })

/** A listing key as a URL or the store may carry it: a short string without control characters. */
const hasControl = (k: string) => [...k].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
export const isListingKey = (k: unknown): k is string =>
  typeof k === 'string' && k.length > 0 && k.length <= MAX_KEY && !hasControl(k)

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const time = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0)
const list = (x: unknown) => (Array.isArray(x) ? (x as unknown[]) : [])
const unique = <T>(items: T[], key: (t: T) => string) => {
  const seen = new Set<string>()
  return items.filter((i) => (seen.has(key(i)) ? false : (seen.add(key(i)), true)))
}

function favourite(x: unknown): Favourite[] {
  if (!isObj(x) || !isListingKey(x.uls)) return []
  const price = typeof x.price === 'number' && Number.isFinite(x.price) && x.price >= 0 ? x.price : null
  return [{ uls: x.uls, price, at: time(x.at) }]
}

function savedSearch(x: unknown): SavedSearch[] {
  if (!isObj(x) || typeof x.id !== 'string' || !x.id || x.id.length > MAX_KEY) return []
  if (typeof x.name !== 'string' || typeof x.query !== 'string' || x.query.length > MAX_QUERY) return []
  return [{ id: x.id, name: x.name.slice(0, MAX_NAME), query: x.query, at: time(x.at) }]
}

/** The stored text as a shortlist: anything unreadable (bad JSON, another version, a bad entry) is left out. */
export function parseShortlist(raw: string | null | undefined): Shortlist {
  if (!raw) return emptyShortlist()
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return emptyShortlist()
  }
  if (!isObj(data) || data.v !== SHORTLIST_VERSION) return emptyShortlist()
  return {
    v: SHORTLIST_VERSION,
    favourites: unique(list(data.favourites).flatMap(favourite), (f) => f.uls).slice(0, MAX_FAVOURITES),
    searches: unique(list(data.searches).flatMap(savedSearch), (s) => s.id).slice(0, MAX_SEARCHES),
    recent: unique(list(data.recent).filter(isListingKey), (k) => k).slice(0, MAX_RECENT),
  }
}

export const serializeShortlist = (s: Shortlist): string => JSON.stringify(s)

export const isFavourite = (s: Shortlist, uls: string) => s.favourites.some((f) => f.uls === uls)

/** Saves a listing (newest first, with the price seen now) or removes it when saved already. */
export function toggleFavourite(s: Shortlist, uls: string, price: number | null, now: number): Shortlist {
  if (!isListingKey(uls)) return s
  if (isFavourite(s, uls)) return { ...s, favourites: s.favourites.filter((f) => f.uls !== uls) }
  const p = price != null && Number.isFinite(price) && price >= 0 ? price : null
  return { ...s, favourites: [{ uls, price: p, at: now }, ...s.favourites].slice(0, MAX_FAVOURITES) }
}

/** A listing just opened goes first in the recently viewed, the oldest past 12 drops out. */
export function recordView(s: Shortlist, uls: string): Shortlist {
  if (!isListingKey(uls)) return s
  return { ...s, recent: [uls, ...s.recent.filter((k) => k !== uls)].slice(0, MAX_RECENT) }
}

export function saveSearch(s: Shortlist, search: SavedSearch): Shortlist {
  const entry = savedSearch(search)
  if (!entry.length) return s
  return { ...s, searches: [...entry, ...s.searches.filter((x) => x.id !== search.id)].slice(0, MAX_SEARCHES) }
}

export function renameSearch(s: Shortlist, id: string, name: string): Shortlist {
  const clean = name.trim().slice(0, MAX_NAME)
  if (!clean) return s
  return { ...s, searches: s.searches.map((x) => (x.id === id ? { ...x, name: clean } : x)) }
}

export const removeSearch = (s: Shortlist, id: string): Shortlist => ({
  ...s,
  searches: s.searches.filter((x) => x.id !== id),
})

/** A shared shortlist's query: one `k` per listing key (read-only, nothing stored on the server). */
export const SHARE_PARAM = 'k'
export const shareQuery = (keys: string[]): string => {
  const q = new URLSearchParams()
  for (const k of keys.filter(isListingKey).slice(0, MAX_FAVOURITES)) q.append(SHARE_PARAM, k)
  return q.toString()
}

/** The listing keys of a shared link: valid, unique, at most 50 (anything else is ignored). */
export const sharedKeys = (params: URLSearchParams): string[] =>
  unique(params.getAll(SHARE_PARAM).filter(isListingKey), (k) => k).slice(0, MAX_FAVOURITES)

/** The price line of a saved listing: unchanged, or the price seen when saved and today's. */
export function priceChange(saved: number | null, now: number): { from: number; to: number } | null {
  return saved != null && saved > 0 && now > 0 && saved !== now ? { from: saved, to: now } : null
}

/** The seeded favourites and property-alert pages (CMS pages an editor may move; decision 0046). */
export const favouritesPath = { fr: '/fr/favoris', en: '/en/favourites' } as const
export const alertPath = { fr: '/fr/alerte-immobiliere', en: '/en/property-alert' } as const
