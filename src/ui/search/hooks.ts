'use client'
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import { timings } from '@/domain/breakpoints'
import type { ClientSite } from '../api/core-client'
import { useSite } from '../state/site'

/** The site of the page as the core API client needs it. */
export function useClientSite(): ClientSite {
  const { locale, micrositeId, siteKey } = useSite()
  return { locale, micrositeId, siteKey }
}

/** A media query, false during server rendering. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query)
      m.addEventListener('change', cb)
      return () => m.removeEventListener('change', cb)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Whether an element is in the viewport (25% margin); `once` stops watching after the first entry. */
export function useInView<T extends Element>(
  ref: RefObject<T | null>,
  { once = false, margin = timings.viewportMargin } = {},
) {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const io = new IntersectionObserver(
      ([e]) => {
        setInView(e.isIntersecting)
        if (e.isIntersecting && once) io.disconnect()
      },
      { rootMargin: margin },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [ref, once, margin])
  return inView
}

/** Runs `fn` when the element comes within `offset` px of the viewport's bottom edge. */
export function useListEnd<T extends Element>(
  ref: RefObject<T | null>,
  fn: () => void,
  { offset = 48, enabled = true, version = 0 } = {},
) {
  const fnRef = useRef(fn)
  fnRef.current = fn
  useEffect(() => {
    const el = ref.current
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(([e]) => e.isIntersecting && fnRef.current(), {
      rootMargin: `0px 0px ${offset}px 0px`,
    })
    io.observe(el)
    return () => io.disconnect()
  }, [ref, offset, enabled, version])
}
