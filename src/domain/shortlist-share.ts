/**
 * A visitor's favourites and saved searches attached to a lead, with their consent (issue 31 item 5, decision
 * 0046): only the listing keys and each search's name and criteria travel, bounded and checked on both sides.
 */
import { MAX_FAVOURITES, MAX_SEARCHES, isListingKey, type Shortlist } from './shortlist'
import { AREA_PARAM, SORT_PARAM, parseSavedSearch, savedSearchQuery } from './saved-search'
import { FILTER_KEYS } from './search-filters'

/** The form fields: the consent box ('1' when ticked) and the attachment as JSON. */
export const SHARE_CONSENT_FIELD = 'shortlist_consent'
export const SHARE_FIELD = 'shortlist'
/** 50 keys of 64 characters and 20 searches of an 80-character name and a 2000-character query, with room. */
export const SHARE_MAX_CHARS = 48_000
const MAX_NAME = 80
const MAX_QUERY = 2000

export type SharedSearch = { name: string; query: string }
export type SharedShortlist = { favourites: string[]; searches: SharedSearch[] }

/** The search page's parameters a saved search may hold (its filters, the map area, the sort). */
const CRITERIA = new Set<string>([...FILTER_KEYS, AREA_PARAM, SORT_PARAM])

/** What the form sends from the device's shortlist: keys and criteria only (the prices and dates stay). */
export const shareOf = (s: Shortlist): SharedShortlist => ({
  favourites: s.favourites.map((f) => f.uls),
  searches: s.searches.map(({ name, query }) => ({ name, query })),
})

export const hasShareable = (s: Shortlist) => s.favourites.length > 0 || s.searches.length > 0

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
// eslint-disable-next-line no-control-regex -- a name holds no control characters
const CONTROL = /[\u0000-\u001F\u007F]/

function search(x: unknown): SharedSearch | null {
  if (!isObj(x) || Object.keys(x).some((k) => k !== 'name' && k !== 'query')) return null
  const { name, query } = x
  if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME || CONTROL.test(name)) return null
  if (typeof query !== 'string' || query.length > MAX_QUERY || CONTROL.test(query)) return null
  const params = new URLSearchParams(query)
  if ([...params.keys()].some((k) => !CRITERIA.has(k))) return null
  // Stored as the search page would write it: known criteria only, normalised.
  const saved = parseSavedSearch(query)
  return { name: name.trim(), query: savedSearchQuery(saved.filters, saved.sort ?? '') }
}

/**
 * The attachment as sent, or null when it is not one: bad JSON, other members, more than 50 keys or 20 searches,
 * a key that is not a listing key, a search that is not a name and known criteria. Nothing half-valid passes.
 */
export function parseShared(raw: string): SharedShortlist | null {
  if (raw.length > SHARE_MAX_CHARS) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isObj(data) || Object.keys(data).some((k) => k !== 'favourites' && k !== 'searches')) return null
  const { favourites = [], searches = [] } = data
  if (!Array.isArray(favourites) || !Array.isArray(searches)) return null
  if (favourites.length > MAX_FAVOURITES || searches.length > MAX_SEARCHES) return null
  if (!favourites.every(isListingKey)) return null
  const parsed = searches.map(search)
  if (parsed.some((s) => s === null)) return null
  return { favourites: [...new Set(favourites)], searches: parsed as SharedSearch[] }
}
