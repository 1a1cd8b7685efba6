'use client'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

type Props = { more: string; less: string; children: ReactNode }

/**
 * A long quote collapsed to 256 px (lg and up) or 128 px below (the heights live in the CSS);
 * read more / read less shows only when the text overflows.
 */
export function ReadMore({ more, less, children }: Props) {
  const [open, setOpen] = useState(false)
  const [overflows, setOverflows] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const id = useId()
  useEffect(() => {
    const el = box.current
    if (!el) return
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1)
    check()
    const ro = new ResizeObserver(check)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  return (
    <div className="read-more">
      <div id={id} ref={box} className="read-more__body" data-open={open}>
        {children}
      </div>
      {overflows || open ? (
        <button
          type="button"
          className="link read-more__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? less : more}
        </button>
      ) : null}
    </div>
  )
}
