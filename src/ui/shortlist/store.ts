import { useSyncExternalStore } from 'react'
import { SHORTLIST_KEY, emptyShortlist, parseShortlist, serializeShortlist, type Shortlist } from '@/domain/shortlist'
import { SHORTLIST_CHANGE, subscribeShortlist } from './saved-flag'

// The visitor's shortlist in localStorage (decision 0046): read once per change, shared by every heart on the page,
// kept in step with other tabs through the storage event.
const empty = emptyShortlist()
let cachedRaw: string | null | undefined
let cached: Shortlist = empty

function read(): Shortlist {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(SHORTLIST_KEY)
  } catch {
    return empty
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseShortlist(raw)
  }
  return cached
}

/** Applies a change to the stored shortlist (nothing happens when storage is off, e.g. a private window's quota). */
export function updateShortlist(change: (s: Shortlist) => Shortlist) {
  try {
    window.localStorage.setItem(SHORTLIST_KEY, serializeShortlist(change(read())))
  } catch {
    return
  }
  window.dispatchEvent(new Event(SHORTLIST_CHANGE))
}

/** The shortlist on this device now (outside React: what a form sends). */
export const readShortlist = (): Shortlist => (typeof window === 'undefined' ? empty : read())

/** The shortlist on this device; empty during the server render and hydration. */
export const useShortlist = (): Shortlist => useSyncExternalStore(subscribeShortlist, read, () => empty)
