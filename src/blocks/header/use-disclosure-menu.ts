'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'

const OPEN_DELAY = 80
const CLOSE_DELAY = 150

/**
 * The desktop menus' disclosure behaviour (spec 2 §4 "Desktop submenu"), shared by the classic and
 * mega menus: one open at a time; opens on click, Enter, Space or mouse hover; Escape closes it and
 * leaves the focus on its trigger; a click or focus outside, or a navigation, closes it.
 * Triggers carry `aria-controls={panelId(id)}`.
 */
export function useDisclosureMenu(prefix: string) {
  const pathname = usePathname()
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const hoverOpened = useRef(0)
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(fn, ms)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!openId) return
    const onDown = (e: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [openId])
  useEffect(() => setOpenId(null), [pathname])

  const mouse = (e: PointerEvent) => e.pointerType === 'mouse'
  const panelId = (id: string) => `${prefix}-${id}`
  return {
    openId,
    navRef,
    panelId,
    close: () => setOpenId(null),
    /** Pointer handlers for the item (trigger and its panel). */
    hover: (id: string) => ({
      onPointerEnter: (e: PointerEvent) => {
        if (!mouse(e)) return
        // Moving from one open item to the next swaps at once; otherwise wait a little.
        later(
          () => {
            hoverOpened.current = Date.now()
            setOpenId(id)
          },
          openId ? 0 : OPEN_DELAY,
        )
      },
      onPointerLeave: (e: PointerEvent) => {
        if (mouse(e)) later(() => setOpenId(null), CLOSE_DELAY)
      },
    }),
    toggle: (id: string) => {
      clearTimeout(timer.current)
      // A click right after the hover opened it keeps it open (the pointer was already there).
      if (openId === id && Date.now() - hoverOpened.current < 400) return
      setOpenId(openId === id ? null : id)
    },
    /** Handlers for the <nav>: Escape returns the focus to the open trigger; focus leaving closes. */
    navProps: {
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'Escape' || !openId) return
        navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(openId)}"]`)?.focus()
        setOpenId(null)
      },
      onBlur: (e: FocusEvent) => {
        if (!navRef.current?.contains(e.relatedTarget)) setOpenId(null)
      },
    },
  }
}
