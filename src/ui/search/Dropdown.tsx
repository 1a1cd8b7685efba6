'use client'
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { placeBelowOrAbove } from './dropdown-place'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  triggerClass?: string
  panelClass?: string
  children: ReactNode
}

/**
 * A disclosure dropdown. The open panel is shown in the browser's top layer (popover API), so no
 * later block can cover it whatever its stacking (issue 19); it stays next to its trigger in the DOM
 * (tab order unchanged) and is placed under it, or above when there is more room there. Escape, an
 * outside click or focus leaving it closes it; focus returns to the trigger on Escape. No library:
 * Radix Popover would add ~9 kB gzipped to the first load of the home and search pages (decision 0009).
 */
export function Dropdown({ open, onOpenChange, trigger, triggerClass = '', panelClass = '', children }: Props) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const change = useRef(onOpenChange)
  change.current = onOpenChange
  const wasOpen = useRef(false)

  useLayoutEffect(() => {
    const el = panel.current
    if (!open || !el || !button.current) return
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover()
    const place = () => {
      if (!button.current) return
      const p = placeBelowOrAbove(button.current.getBoundingClientRect(), el.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      })
      Object.assign(el.style, { top: `${p.top}px`, left: `${p.left}px` })
      el.style.setProperty('--dropdown-room', `${p.room}px`)
    }
    place()
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
    ro?.observe(el)
    window.addEventListener('scroll', place, { capture: true, passive: true })
    window.addEventListener('resize', place)
    return () => {
      ro?.disconnect()
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
    }
  }, [open])

  useEffect(() => {
    if (!open) {
      const active = document.activeElement
      if (wasOpen.current && (!active || active === document.body)) button.current?.focus()
      wasOpen.current = false
      return
    }
    wasOpen.current = true
    panel.current?.querySelector<HTMLElement>('input, button')?.focus()
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) change.current(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving, from the trigger or the panel's controls, close it
    <div
      ref={root}
      className="dropdown"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation()
          onOpenChange(false)
          button.current?.focus()
        }
      }}
      onBlur={(e) => {
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget)) onOpenChange(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </button>
      {open ? (
        <div ref={panel} id={id} className={`dropdown__panel ${panelClass}`} popover="manual">
          {children}
        </div>
      ) : null}
    </div>
  )
}
