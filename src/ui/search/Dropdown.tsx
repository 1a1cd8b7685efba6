'use client'
import { useEffect, useId, useRef, type ReactNode } from 'react'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode; triggerClass?: string; panelClass?: string; children: ReactNode }

/**
 * A disclosure dropdown without a positioning library: the panel sits under its trigger; Escape,
 * an outside click or focus leaving it closes it and focus returns to the trigger on Escape.
 */
export function Dropdown({ open, onOpenChange, trigger, triggerClass = '', panelClass = '', children }: Props) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const change = useRef(onOpenChange)
  change.current = onOpenChange
  const wasOpen = useRef(false)
  useEffect(() => {
    if (!open) {
      const active = document.activeElement
      if (wasOpen.current && (!active || active === document.body)) button.current?.focus()
      wasOpen.current = false
      return
    }
    wasOpen.current = true
    root.current?.querySelector<HTMLElement>('.dropdown__panel input, .dropdown__panel button')?.focus()
    const outside = (e: PointerEvent) => { if (!root.current?.contains(e.target as Node)) change.current(false) }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])
  return (
    <div ref={root} className="dropdown"
      onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); onOpenChange(false); button.current?.focus() } }}
      onBlur={(e) => { if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) onOpenChange(false) }}>
      <button ref={button} type="button" className={triggerClass} aria-expanded={open} aria-controls={id} onClick={() => onOpenChange(!open)}>
        {trigger}
      </button>
      <div id={id} className={`dropdown__panel ${panelClass}`} hidden={!open}>{open ? children : null}</div>
    </div>
  )
}
