'use client'
import { useSyncExternalStore } from 'react'
import { SHORTLIST_KEY, SHORTLIST_VERSION } from '@/domain/shortlist-key'

/**
 * Whether a listing is saved on this device, for the heart before it is first used (issue 31: a few hundred bytes of
 * code). Only the saved keys are read; the full store (`store.ts`: the checked format, the writes) loads on use.
 */
export const SHORTLIST_CHANGE = 'shortlist-change'

/** Calls `onChange` when this tab changes the shortlist (`SHORTLIST_CHANGE`) or another tab does (storage). */
export function subscribeShortlist(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SHORTLIST_KEY || e.key === null) onChange()
  }
  window.addEventListener(SHORTLIST_CHANGE, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(SHORTLIST_CHANGE, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

let cachedRaw: string | null = null
let cachedKeys = new Set<string>()

function savedKeys(): Set<string> {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(SHORTLIST_KEY)
  } catch {
    return cachedKeys
  }
  if (raw === cachedRaw) return cachedKeys
  cachedRaw = raw
  try {
    const data = JSON.parse(raw ?? 'null') as { v?: unknown; favourites?: { uls?: unknown }[] } | null
    const list = data?.v === SHORTLIST_VERSION && Array.isArray(data.favourites) ? data.favourites : []
    cachedKeys = new Set(list.map((f) => f?.uls).filter((k): k is string => typeof k === 'string'))
  } catch {
    cachedKeys = new Set()
  }
  return cachedKeys
}

/** True when `uls` is among the device's favourites; false during the server render and hydration. */
export const useSaved = (uls: string): boolean =>
  useSyncExternalStore(
    subscribeShortlist,
    () => savedKeys().has(uls),
    () => false,
  )
