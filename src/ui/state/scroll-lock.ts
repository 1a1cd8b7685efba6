'use client'
import { useEffect } from 'react'
import { create } from 'zustand'

type ScrollLock = { requesters: Record<string, boolean>; request: (id: string, locked: boolean) => void }

/** Page scroll is blocked while any requester has its flag set to true (spec 1 §4). */
export const useScrollLockStore = create<ScrollLock>((set) => ({
  requesters: {},
  request: (id, locked) => set((s) => ({ requesters: { ...s.requesters, [id]: locked } })),
}))

export const isScrollLocked = (requesters: Record<string, boolean>) => Object.values(requesters).some(Boolean)

export function useScrollLock(id: string, locked: boolean) {
  const request = useScrollLockStore((s) => s.request)
  useEffect(() => {
    request(id, locked)
    return () => request(id, false)
  }, [id, locked, request])
}

/** Applies the lock to the document. Mounted once in the layout. */
export function ScrollLockEffect() {
  const locked = useScrollLockStore((s) => isScrollLocked(s.requesters))
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', locked)
  }, [locked])
  return null
}
