'use client'
import { ChevronDown, Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { NavigationMenu } from 'radix-ui'
import { useRef, useState, type ReactNode } from 'react'
import { SmartLink } from '@/ui/SmartLink'
import { useScrollLock } from '@/ui/state/scroll-lock'
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
  const pathname = usePathname()
  const { ref: headerRef, hidden, opaque } = useHideOnScroll<HTMLElement>()
  const { containerRef, contentRef, fits } = useFitsWidth<HTMLDivElement, HTMLUListElement>()
  useScrollLock('mobile-nav', open)

  return (
    <header ref={headerRef} className={`site-header scheme-${scheme}`} data-hidden={hidden && !open} data-opaque={opaque} data-compact={!fits} data-align={align}>
      <a className="skip-link" href="#main-content">{labels.skip}</a>
      <div className="site-header__inner container">
        <div className="site-header__brand">{logo}</div>
        <div ref={containerRef} className="site-header__nav-slot">
          <NavigationMenu.Root className="site-header__nav" aria-label={labels.mainNav} delayDuration={80}>
            <NavigationMenu.List ref={contentRef} className="nav-list">
              {items.map((item) => (
                <NavigationMenu.Item key={item.id} value={item.id} className="nav-item">
                  {item.children.length ? (
                    <>
                      <NavigationMenu.Trigger className="nav-link">
                        {item.label} <ChevronDown aria-hidden size={16} className="nav-chevron" />
                      </NavigationMenu.Trigger>
                      <NavigationMenu.Content className="nav-submenu">
                        <ul>
                          {item.children.map((c) => (
                            <li key={c.id}>
                              <NavigationMenu.Link asChild>
                                <SmartLink link={c.link} className="nav-submenu__link" newTabLabel={labels.newTab}>{c.label}</SmartLink>
                              </NavigationMenu.Link>
                            </li>
                          ))}
                        </ul>
                      </NavigationMenu.Content>
                    </>
                  ) : (
                    <NavigationMenu.Link asChild active={item.link.kind === 'internal' && item.link.href === pathname}>
                      <SmartLink link={item.link} className="nav-link" newTabLabel={labels.newTab}
                        ariaCurrent={item.link.kind === 'internal' && item.link.href === pathname ? 'page' : undefined}>
                        {item.label}
                      </SmartLink>
                    </NavigationMenu.Link>
                  )}
                </NavigationMenu.Item>
              ))}
            </NavigationMenu.List>
          </NavigationMenu.Root>
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
