'use client'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { LOAD_MORE_REARM_MS, LOAD_MORE_ROOT_MARGIN } from '@/domain/members'

/**
 * The load-more trigger (spec 2 §4): fires once when the element becomes visible (25% root
 * margin), then stays inert for 1 s. Returns false where IntersectionObserver is missing, so the
 * caller shows a see-more button instead.
 */
export function useLoadMoreTrigger(
  target: RefObject<HTMLElement | null>,
  enabled: boolean,
  onTrigger: () => void,
): boolean {
  const [supported, setSupported] = useState(true)
  const armed = useRef(true)
  const latest = useRef(onTrigger)
  latest.current = onTrigger
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      setSupported(false)
      return
    }
    const el = target.current
    if (!el || !enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || !armed.current) return
        armed.current = false
        latest.current()
        timer = setTimeout(() => {
          armed.current = true
        }, LOAD_MORE_REARM_MS)
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      if (timer) clearTimeout(timer)
      armed.current = true
    }
  }, [target, enabled])
  return supported
}
