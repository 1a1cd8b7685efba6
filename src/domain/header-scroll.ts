export const HEADER_HIDE_VELOCITY = 0.25
export const HEADER_SHOW_VELOCITY = -0.25

export type HeaderScrollInput = { scrollY: number; prevScrollY: number; dtMs: number; headerHeight: number }
export type HeaderState = { hidden: boolean; opaque: boolean }

/**
 * Header hide/show state machine. Interpretation of the spec:
 * - velocity = (scrollY - prevScrollY) / dtMs in px/ms (dtMs below 1 counts as 1).
 * - At the very top (scrollY <= 0) the header is always shown and transparent.
 * - "Near the top" means scrollY < headerHeight: any downward scroll hides it.
 * - "Hides when scrolled above its offset": a downward scroll that crosses the
 *   header's own height (prevScrollY < headerHeight <= scrollY) hides it, even slowly.
 * - Away from the top: velocity >= 0.25 hides, velocity <= -0.25 shows;
 *   slower movement keeps the previous state (hysteresis).
 * - Opaque only once away from the top (scrollY > 0).
 */
export function nextHeaderState(prev: { hidden: boolean }, input: HeaderScrollInput): HeaderState {
  const { scrollY, prevScrollY, dtMs, headerHeight } = input
  if (scrollY <= 0) return { hidden: false, opaque: false }
  const delta = scrollY - prevScrollY
  const velocity = delta / Math.max(dtMs, 1)
  const nearTop = scrollY < headerHeight
  const crossedOffset = prevScrollY < headerHeight && scrollY >= headerHeight

  let hidden = prev.hidden
  if (delta > 0 && (nearTop || crossedOffset || velocity >= HEADER_HIDE_VELOCITY)) hidden = true
  else if (velocity <= HEADER_SHOW_VELOCITY) hidden = false
  return { hidden, opaque: true }
}
