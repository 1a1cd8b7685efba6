'use client'
import { ChevronDown } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type PointerEvent, type Ref } from 'react'
import { SmartLink } from '@/ui/SmartLink'
import type { NavItem } from './nav-model'

type Props = { items: NavItem[]; label: string; newTabLabel: string; listRef: Ref<HTMLUListElement> }

const OPEN_DELAY = 80
const CLOSE_DELAY = 150

/**
 * Desktop menu: disclosure buttons (aria-expanded) over their submenus, one open at a time. Opens on
 * click, Enter, Space or mouse hover; Escape closes and leaves focus on the trigger; a click or focus
 * outside closes. Plain React: Radix NavigationMenu cost ~15 kB gzipped on every page.
 */
export function DesktopNav({ items, label, newTabLabel, listRef }: Props) {
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
  const enter = (id: string) => (e: PointerEvent) => {
    if (!mouse(e)) return
    // Moving from one open item to the next swaps at once; otherwise wait a little.
    later(() => {
      hoverOpened.current = Date.now()
      setOpenId(id)
    }, openId ? 0 : OPEN_DELAY)
  }
  const leave = (e: PointerEvent) => {
    if (mouse(e)) later(() => setOpenId(null), CLOSE_DELAY)
  }
  const toggle = (id: string) => {
    clearTimeout(timer.current)
    // A click right after the hover opened it keeps it open (the pointer was already there).
    if (openId === id && Date.now() - hoverOpened.current < 400) return
    setOpenId(openId === id ? null : id)
  }

  return (
    <nav
      ref={navRef}
      className="site-header__nav"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !openId) return
        navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="nav-sub-${openId}"]`)?.focus()
        setOpenId(null)
      }}
      onBlur={(e) => {
        if (!navRef.current?.contains(e.relatedTarget as Node | null)) setOpenId(null)
      }}
    >
      <ul ref={listRef} className="nav-list">
        {items.map((item) => {
          const current = item.link.kind === 'internal' && item.link.href === pathname
          if (!item.children.length) {
            return (
              <li key={item.id} className="nav-item">
                <SmartLink link={item.link} className="nav-link" newTabLabel={newTabLabel} ariaCurrent={current ? 'page' : undefined}>{item.label}</SmartLink>
              </li>
            )
          }
          const open = openId === item.id
          const state = open ? 'open' : 'closed'
          return (
            <li key={item.id} className="nav-item" onPointerEnter={enter(item.id)} onPointerLeave={leave}>
              <button type="button" className="nav-link" aria-expanded={open} aria-controls={`nav-sub-${item.id}`} data-state={state} onClick={() => toggle(item.id)}>
                {item.label} <ChevronDown aria-hidden size={16} className="nav-chevron" />
              </button>
              <div id={`nav-sub-${item.id}`} className="nav-submenu" data-state={state} hidden={!open}>
                <ul>
                  {item.children.map((c) => (
                    <li key={c.id}>
                      <SmartLink link={c.link} className="nav-submenu__link" newTabLabel={newTabLabel} onNavigate={() => setOpenId(null)}>{c.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
