'use client'
import { useEffect, useRef, useState } from 'react'
import { nextHeaderState } from '@/domain/header-scroll'

/** Hide on scroll down, show on scroll up (velocity thresholds in domain/header-scroll). */
export function useHideOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [state, setState] = useState({ hidden: false, opaque: false })
  useEffect(() => {
    let prevY = window.scrollY
    let prevT = performance.now()
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        const now = performance.now()
        const y = window.scrollY
        setState((s) => {
          const next = nextHeaderState(s, { scrollY: y, prevScrollY: prevY, dtMs: Math.max(1, now - prevT), headerHeight: ref.current?.offsetHeight ?? 0 })
          return next.hidden === s.hidden && next.opaque === s.opaque ? s : next
        })
        prevY = y
        prevT = now
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  useEffect(() => {
    // Keyboard users tabbing into a hidden header get it back.
    const el = ref.current
    const show = () => setState((s) => (s.hidden ? { ...s, hidden: false } : s))
    el?.addEventListener('focusin', show)
    return () => el?.removeEventListener('focusin', show)
  }, [])
  return { ref, ...state }
}

/** Whether the desktop links fit the available width; otherwise the mobile navigation is used. */
export function useFitsWidth<C extends HTMLElement, L extends HTMLElement>() {
  const containerRef = useRef<C>(null)
  const contentRef = useRef<L>(null)
  const [fits, setFits] = useState(true)
  useEffect(() => {
    const c = containerRef.current
    const l = contentRef.current
    if (!c || !l || !('ResizeObserver' in window)) return
    const measure = () => setFits(l.scrollWidth <= c.clientWidth + 1)
    const ro = new ResizeObserver(measure)
    ro.observe(c)
    ro.observe(l)
    measure()
    return () => ro.disconnect()
  }, [])
  return { containerRef, contentRef, fits }
}
