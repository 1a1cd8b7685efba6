import { create } from 'zustand'

/** Captcha need (spec 1 §3, §4): a counter and a map of requesters. */
export type CaptchaNeed = { count: number; requesters: Record<string, boolean> }

export const noNeed: CaptchaNeed = { count: 0, requesters: {} }

/** A requester is counted once when it asks… */
export function ask(state: CaptchaNeed, id: string): CaptchaNeed {
  if (state.requesters[id]) return state
  return { count: state.count + 1, requesters: { ...state.requesters, [id]: true } }
}

/** …and uncounted only when it releases after having asked. */
export function release(state: CaptchaNeed, id: string): CaptchaNeed {
  if (!state.requesters[id]) return state
  return { count: state.count - 1, requesters: { ...state.requesters, [id]: false } }
}

type Store = CaptchaNeed & { ask: (id: string) => void; release: (id: string) => void }

export const useCaptchaNeed = create<Store>((set) => ({
  ...noNeed,
  ask: (id) => set((s) => ask(s, id)),
  release: (id) => set((s) => release(s, id)),
}))
