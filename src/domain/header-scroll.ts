/** Spec 2 §9 "Header": the scroll maths of the hide-on-scroll header. */
export const HEADER_SCROLL = {
  checkThrottleMs: 100,
  velocityResetMs: 150,
  resizePauseMs: 100,
  velocityScale: 10,
  hideAt: 0.25,
  showAt: -0.25,
} as const

export type HeaderState = { hidden: boolean; opaque: boolean }

/** velocity = 10 × delta / window height (a screenful scrolled in one check is 10). */
export function scrollVelocity(delta: number, windowHeight: number): number {
  return windowHeight > 0 ? (HEADER_SCROLL.velocityScale * delta) / windowHeight : 0
}

export type HeaderCheck = { scrollY: number; prevScrollY: number; windowHeight: number; headerHeight: number }

/**
 * One check (spec 2 §4 "Header"): at the top it shows, transparent. Near the top (above the header's
 * own height) any downward scroll hides it, and so does crossing that offset. Away from the top it
 * hides at velocity ≥ 0.25 and shows at ≤ -0.25; slower movement keeps the state. Opaque away from the top.
 */
export function nextHeaderState(prev: { hidden: boolean }, c: HeaderCheck): HeaderState {
  if (c.scrollY <= 0) return { hidden: false, opaque: false }
  const delta = c.scrollY - c.prevScrollY
  const v = scrollVelocity(delta, c.windowHeight)
  const nearTop = c.scrollY < c.headerHeight
  const crossedOffset = c.prevScrollY < c.headerHeight && c.scrollY >= c.headerHeight
  let hidden = prev.hidden
  if (delta > 0 && (nearTop || crossedOffset || v >= HEADER_SCROLL.hideAt)) hidden = true
  else if (v <= HEADER_SCROLL.showAt) hidden = false
  return { hidden, opaque: true }
}

type Sizes = { windowHeight: number; headerHeight: number }

/**
 * The timing around the checks, with time passed in (so it runs the same in tests and the browser):
 * - a scroll event is checked at once if the last check is 100 ms old or more; otherwise `scroll`
 *   answers the time at which a trailing check is due (call `check` then);
 * - after 150 ms without scroll events the velocity resets: the next delta starts from where scrolling stopped;
 * - for 100 ms after a resize, scroll events move the baseline but never change the state.
 */
export function createHeaderScrollTracker(initialY: number) {
  let state: HeaderState = { hidden: false, opaque: initialY > 0 }
  let baseY = initialY
  let lastY = initialY
  let lastEventAt = -Infinity
  let lastCheckAt = -Infinity
  let pausedUntil = -Infinity

  const check = (now: number, sizes: Sizes): HeaderState => {
    lastCheckAt = now
    if (now < pausedUntil) {
      baseY = lastY
      return state
    }
    const next = nextHeaderState(state, { scrollY: lastY, prevScrollY: baseY, ...sizes })
    baseY = lastY
    if (next.hidden !== state.hidden || next.opaque !== state.opaque) state = next
    return state
  }

  return {
    get state() {
      return state
    },
    resize(now: number) {
      pausedUntil = now + HEADER_SCROLL.resizePauseMs
    },
    /** Records a scroll position; answers the new state, or the time a trailing check is due. */
    scroll(y: number, now: number, sizes: Sizes): { state: HeaderState } | { checkAt: number } {
      if (now - lastEventAt >= HEADER_SCROLL.velocityResetMs) baseY = lastY
      lastEventAt = now
      lastY = y
      if (now - lastCheckAt >= HEADER_SCROLL.checkThrottleMs) return { state: check(now, sizes) }
      return { checkAt: lastCheckAt + HEADER_SCROLL.checkThrottleMs }
    },
    check,
    /** Keyboard users tabbing into a hidden header get it back. */
    show() {
      if (state.hidden) state = { ...state, hidden: false }
      return state
    },
  }
}
