'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { menuNode } from '@/ui/icons/nodes/menu'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useScrollLock } from '@/ui/state/scroll-lock'
import type { NavItem } from './nav-model'
import { useFitsWidth, useHeroScrollRadius, useHideOnScroll } from './use-header-behaviour'

/** The phone menu (dialog + accordion): its code loads when the browser is idle, or on the first touch of the burger. */
const loadMobileNav = () => import('./MobileNav')
const MobileNav = dynamic(loadMobileNav, { ssr: false })

const SKIP_TARGET = 'main-content'
/** An empty, never shown popover the burger toggles natively before the island's code has run (see below). */
const MENU_PENDING = 'site-menu-pending'

export type HeaderLabels = { mainNav: string; openMenu: string; closeMenu: string; skip: string; newTab: string }
export type HeaderVariant = 'classic' | 'megamenu' | 'out-of-norm'

type Props = {
  variant: HeaderVariant
  /** The phone menu's items (the megamenu's groups flattened). */
  items: NavItem[]
  logo: ReactNode
  cta: ReactNode
  ctaSms: ReactNode
  switcher: ReactNode
  /** The optional upper strip (sup_sections_repeater), server-rendered. */
  upper: ReactNode
  labels: HeaderLabels
  scheme: string
  align: 'left' | 'center'
  /** The desktop navigation; its list carries `data-nav-list` so the fit can be measured. */
  children: ReactNode
}

/** Runs once the browser is idle (or after 2 s where idle callbacks do not exist). */
function onIdle(fn: () => void) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const t = setTimeout(fn, 2000)
  return () => clearTimeout(t)
}

/** Every header's client island: skip link, upper strip, hide-on-scroll, measured fallback to the phone menu. */
export function HeaderShell({
  variant,
  items,
  logo,
  cta,
  ctaSms,
  switcher,
  upper,
  labels,
  scheme,
  align,
  children,
}: Props) {
  const [open, setOpenState] = useState(false)
  const openRef = useRef(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const burgerRef = useRef<HTMLButtonElement>(null)
  const { ref: headerRef, hidden, opaque } = useHideOnScroll<HTMLElement>()
  useHeroScrollRadius()
  const { containerRef, fits } = useFitsWidth<HTMLDivElement>()
  const setOpen = (v: boolean) => {
    openRef.current = v
    setOpenState(v)
  }
  useScrollLock('mobile-nav', open)
  useEffect(() => {
    // Spec 2 "Headers": the skip link's target id must be unique, or the link may land elsewhere.
    const n = document.querySelectorAll(`#${SKIP_TARGET}`).length
    if (n > 1)
      console.warn(
        `Skip link: the id "${SKIP_TARGET}" is used by ${n} elements; the skip link may not reach the main content.`,
      )
  }, [])
  // The phone menu is mounted (closed) ahead of the first tap, so opening it is one render.
  useEffect(() => onIdle(() => setMenuLoaded(true)), [])
  useEffect(() => {
    // A press on the burger before this code ran (it was loading, or hydrating) toggled the empty popover
    // natively: the visitor asked for the menu, so it opens now (decision 0040).
    const pending = document.getElementById(MENU_PENDING)
    if (pending?.matches(':popover-open')) {
      pending.hidePopover()
      setMenuLoaded(true)
      setOpen(true)
    }
  }, [])
  useEffect(() => {
    // Escape closes the menu from the first frame it shows (before the dialog's own listener is set).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !openRef.current) return
      openRef.current = false
      setOpenState(false)
      burgerRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const warmUp = () => {
    void loadMobileNav()
    setMenuLoaded(true)
  }

  return (
    <header
      ref={headerRef}
      className={`site-header site-header--${variant} scheme-${scheme}`}
      data-hidden={hidden && !open}
      data-opaque={opaque}
      data-compact={!fits}
      data-align={align}
    >
      <a className="skip-link" href={`#${SKIP_TARGET}`}>
        {labels.skip}
      </a>
      {upper}
      <div className="site-header__inner container">
        <div className="site-header__brand">{logo}</div>
        <div ref={containerRef} className="site-header__nav-slot">
          {children}
        </div>
        <div className="site-header__actions">
          <span className="site-header__switch">{switcher}</span>
          <span className="site-header__cta">{cta}</span>
          <span className="site-header__sms">{ctaSms}</span>
          <button
            ref={burgerRef}
            type="button"
            className="burger"
            aria-label={labels.openMenu}
            aria-haspopup="dialog"
            aria-expanded={open}
            popoverTarget={MENU_PENDING}
            onPointerDown={warmUp}
            onFocus={warmUp}
            onClick={(e) => {
              e.preventDefault() // the native popover toggle is only for presses made before hydration
              setMenuLoaded(true)
              setOpen(true)
            }}
          >
            <Glyph node={menuNode} size={26} />
          </button>
          <div id={MENU_PENDING} popover="auto" className="site-header__menu-pending" />
          {menuLoaded ? (
            <MobileNav
              open={open}
              onOpenChange={setOpen}
              items={items}
              cta={cta}
              ctaSms={ctaSms}
              switcher={switcher}
              labels={labels}
              scheme={scheme}
              returnFocus={burgerRef}
            />
          ) : null}
        </div>
      </div>
    </header>
  )
}
