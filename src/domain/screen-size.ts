import { breakpoints, type Breakpoint } from './breakpoints'

/** Spec 1 §3 "Screen size": width, height, whether they were measured, and up/down flags per breakpoint. */
export type ScreenSize = {
  width: number
  height: number
  /** False while the values are the server's assumption (server rendering and hydration). */
  real: boolean
  /** `up[bp]`: at least that breakpoint (width ≥ its minimum). */
  up: Record<Breakpoint, boolean>
  /** `down[bp]`: at most that breakpoint (width below the next one's minimum), as in "lg and below". */
  down: Record<Breakpoint, boolean>
}

/** Server rendering assumes a window of 414 × 896 (spec 2 §9). */
export const SERVER_WINDOW = { width: 414, height: 896 } as const

const names = Object.keys(breakpoints) as Breakpoint[]

export function screenSize(width: number, height: number, real: boolean): ScreenSize {
  const up = {} as Record<Breakpoint, boolean>
  const down = {} as Record<Breakpoint, boolean>
  names.forEach((bp, i) => {
    const next = names[i + 1]
    up[bp] = width >= breakpoints[bp]
    down[bp] = next === undefined || width < breakpoints[next]
  })
  return { width, height, real, up, down }
}

/** What the server renders, and what the browser hydrates before it measures. */
export const serverScreenSize: ScreenSize = screenSize(SERVER_WINDOW.width, SERVER_WINDOW.height, false)
