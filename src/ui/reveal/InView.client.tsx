'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Marks its box data-in-view once it enters the viewport (then stops watching). Server-rendered
 * as "true" so the text is there without JavaScript; on hydration, a box still below the fold waits
 * (opacity only, so nothing moves).
 */
export function InView({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [seen, setSeen] = useState(true)
  useEffect(() => {
    const el = ref.current
    if (!el || !('IntersectionObserver' in window)) return
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true)
        io.disconnect()
      } else setSeen(false)
    })
    io.observe(el)
    return () => io.disconnect()
  }, [])
  return (
    <div ref={ref} className={className} data-in-view={seen}>
      {children}
    </div>
  )
}
