'use client'
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'

/** Visitor contact info shared across forms for the session (spec 1 §3). */
export const visitorKeys = ['firstname', 'lastname', 'email', 'phone'] as const
export type VisitorKey = (typeof visitorKeys)[number]
export type VisitorInfo = Record<VisitorKey, string>

export const emptyVisitor: VisitorInfo = { firstname: '', lastname: '', email: '', phone: '' }
export const isVisitorKey = (k: string): k is VisitorKey => (visitorKeys as readonly string[]).includes(k)

type VisitorStore = VisitorInfo & { set: (key: string, value: string) => boolean; clear: () => void }

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }
const sessionStore = (): StateStorage => (typeof window === 'undefined' ? noStorage : window.sessionStorage)

export const useVisitor = create<VisitorStore>()(
  persist(
    (setState) => ({
      ...emptyVisitor,
      set: (key, value) => {
        if (!isVisitorKey(key)) {
          console.warn(`Unknown contact key: ${key}`)
          return false
        }
        setState({ [key]: value } as Partial<VisitorInfo>)
        return true
      },
      clear: () => setState(emptyVisitor),
    }),
    {
      name: 'visitor-contact',
      storage: createJSONStorage(sessionStore),
      partialize: (s) => Object.fromEntries(visitorKeys.map((k) => [k, s[k]])) as VisitorInfo,
    },
  ),
)

/** The stored values (after the session storage has been read). */
export const visitorSnapshot = (): VisitorInfo => {
  const s = useVisitor.getState()
  return Object.fromEntries(visitorKeys.map((k) => [k, s[k]])) as VisitorInfo
}
