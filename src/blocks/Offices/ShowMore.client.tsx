'use client'
import { useState, type ReactNode } from 'react'

/**
 * The first `initial` items of a server-rendered list, and a show-more button that reveals all
 * (CSS hides the rest until then, so they are neither seen nor focusable).
 */
export function ShowMore({
  count,
  initial,
  label,
  children,
  className,
}: {
  count: number
  initial: number
  label: string
  children: ReactNode
  className: string
}) {
  const [all, setAll] = useState(false)
  return (
    <>
      <ul className={className} data-expanded={all || count <= initial} style={{ ['--initial' as string]: initial }}>
        {children}
      </ul>
      {!all && count > initial ? (
        <p className="show-more">
          <button type="button" className="btn btn--outline" onClick={() => setAll(true)}>
            {label}
          </button>
        </p>
      ) : null}
    </>
  )
}
