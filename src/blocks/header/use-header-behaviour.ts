'use client'
import { useEffect, useRef, useState } from 'react'
import { createHeaderScrollTracker, type HeaderState } from '@/domain/header-scroll'
import { HERO_RADIUS_THROTTLE_MS, heroRadiusProgress } from '@/domain/hero-scroll-radius'
import { linksFit } from './nav-fit'

/** Hide on scroll down, show on scroll up: spec 2 §9 timing and velocity (domain/header-scroll). */
export function useHideOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [state, setState] = useState<HeaderState>({ hidden: false, opaque: false })
  useEffect(() => {
    const tracker = createHeaderScrollTracker(window.scrollY)
    let trailing: ReturnType<typeof setTimeout> | undefined
    const sizes = () => ({ windowHeight: window.innerHeight, headerHeight: ref.current?.offsetHeight ?? 0 })
    const publish = (s: HeaderState) => setState((p) => (p.hidden === s.hidden && p.opaque === s.opaque ? p : s))
    const onScroll = () => {
      const r = tracker.scroll(window.scrollY, performance.now(), sizes())
      if ('state' in r) return publish(r.state)
      if (trailing) return
      trailing = setTimeout(
        () => {
          trailing = undefined
          publish(tracker.check(performance.now(), sizes()))
        },
        Math.max(0, r.checkAt - performance.now()),
      )
    }
    const onResize = () => tracker.resize(performance.now())
    const onFocus = () => publish(tracker.show())
    publish(tracker.state)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    const el = ref.current
    el?.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
      el?.removeEventListener('focusin', onFocus)
      clearTimeout(trailing)
    }
  }, [])
  return { ref, ...state }
}

/**
 * The hero opening the page rounds its lower corners over the first 32 px of scroll (spec 2 §9):
 * `--hero-scroll` on the root goes 0 → 1, read no more than every 16 ms (heroes.css draws it). The
 * header island hosts it because every page has a header and it already listens to the scroll.
 */
export function useHeroScrollRadius() {
  useEffect(() => {
    const root = document.documentElement
    let pending: ReturnType<typeof setTimeout> | undefined
    const write = () => {
      pending = undefined
      root.style.setProperty('--hero-scroll', String(heroRadiusProgress(window.scrollY)))
    }
    const onScroll = () => {
      pending ??= setTimeout(write, HERO_RADIUS_THROTTLE_MS)
    }
    write()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(pending)
    }
  }, [])
}

/**
 * Whether the desktop links fit the available width; otherwise the mobile navigation is used.
 * Measured, not a breakpoint: re-measured when the slot or the list (`[data-nav-list]` inside the
 * slot) changes size (window resize, longer labels) and once the web fonts have loaded. The links
 * stay laid out (invisible) while compact, so the measure never depends on the state it chose and
 * the header height never moves.
 */
export function useFitsWidth<C extends HTMLElement>() {
  const containerRef = useRef<C>(null)
  const [fits, setFits] = useState(true)
  useEffect(() => {
    const c = containerRef.current
    const l = c?.querySelector<HTMLElement>('[data-nav-list]')
    if (!c || !l || !('ResizeObserver' in window)) return
    const measure = () => setFits(linksFit(l.scrollWidth, c.clientWidth))
    const ro = new ResizeObserver(measure)
    ro.observe(c)
    ro.observe(l)
    measure()
    let live = true
    void document.fonts?.ready.then(() => live && measure())
    document.fonts?.addEventListener?.('loadingdone', measure)
    return () => {
      live = false
      ro.disconnect()
      document.fonts?.removeEventListener?.('loadingdone', measure)
    }
  }, [])
  return { containerRef, fits }
}
