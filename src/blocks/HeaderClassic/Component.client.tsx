'use client'
import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useRef, useState, type ReactNode } from 'react'
import { useScrollLock } from '@/ui/state/scroll-lock'
import { DesktopNav } from './DesktopNav'
import type { NavItem } from './nav-model'
import { useFitsWidth, useHideOnScroll } from './use-header-behaviour'

/** The phone menu (dialog + accordion) loads the first time the burger is pressed. */
const MobileNav = dynamic(() => import('./MobileNav'), { ssr: false })

export type Labels = { mainNav: string; openMenu: string; closeMenu: string; skip: string; newTab: string }
type Props = { items: NavItem[]; logo: ReactNode; cta: ReactNode; ctaSms: ReactNode; switcher: ReactNode; labels: Labels; scheme: string; align: 'left' | 'center' }

export function HeaderClassicClient({ items, logo, cta, ctaSms, switcher, labels, scheme, align }: Props) {
  const [open, setOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const burgerRef = useRef<HTMLButtonElement>(null)
  const { ref: headerRef, hidden, opaque } = useHideOnScroll<HTMLElement>()
  const { containerRef, contentRef, fits } = useFitsWidth<HTMLDivElement, HTMLUListElement>()
  useScrollLock('mobile-nav', open)

  return (
    <header ref={headerRef} className={`site-header scheme-${scheme}`} data-hidden={hidden && !open} data-opaque={opaque} data-compact={!fits} data-align={align}>
      <a className="skip-link" href="#main-content">{labels.skip}</a>
      <div className="site-header__inner container">
        <div className="site-header__brand">{logo}</div>
        <div ref={containerRef} className="site-header__nav-slot">
          <DesktopNav items={items} label={labels.mainNav} newTabLabel={labels.newTab} listRef={contentRef} />
        </div>
        <div className="site-header__actions">
          <span className="site-header__switch">{switcher}</span>
          <span className="site-header__cta">{cta}</span>
          <span className="site-header__sms">{ctaSms}</span>
          <button ref={burgerRef} type="button" className="burger" aria-label={labels.openMenu} aria-haspopup="dialog" aria-expanded={open} onClick={() => { setMenuLoaded(true); setOpen(true) }}>
            <Menu aria-hidden size={26} />
          </button>
          {menuLoaded ? <MobileNav open={open} onOpenChange={setOpen} items={items} cta={cta} ctaSms={ctaSms} switcher={switcher} labels={labels} scheme={scheme} returnFocus={burgerRef} /> : null}
        </div>
      </div>
    </header>
  )
}
