'use client'
import { create } from 'zustand'

type Progress = {
  inFlight: number
  failed: boolean
  start: () => void
  done: (ok?: boolean) => void
  reset: () => void
}

/** Loading progress: counts in-flight requests, finishes at zero, shows a failure (spec 1 §4). */
export const useProgressStore = create<Progress>((set) => ({
  inFlight: 0,
  failed: false,
  start: () => set((s) => ({ inFlight: s.inFlight + 1, failed: false })),
  done: (ok = true) => set((s) => ({ inFlight: Math.max(0, s.inFlight - 1), failed: s.failed || !ok })),
  reset: () => set({ inFlight: 0, failed: false }),
}))
