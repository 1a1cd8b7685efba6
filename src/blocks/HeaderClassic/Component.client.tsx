'use client'
import { ChevronDown, Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { Accordion, Dialog, NavigationMenu } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import { SmartLink } from '@/ui/SmartLink'
import { useScrollLock } from '@/ui/state/scroll-lock'
import type { NavItem } from './nav-model'
import { useFitsWidth, useHideOnScroll } from './use-header-behaviour'

type Labels = { mainNav: string; openMenu: string; closeMenu: string; skip: string; newTab: string }
type Props = { items: NavItem[]; logo: ReactNode; cta: ReactNode; ctaSms: ReactNode; switcher: ReactNode; labels: Labels; scheme: string; align: 'left' | 'center' }

export function HeaderClassicClient({ items, logo, cta, ctaSms, switcher, labels, scheme, align }: Props) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  const { ref: headerRef, hidden, opaque } = useHideOnScroll<HTMLElement>()
  const { containerRef, contentRef, fits } = useFitsWidth<HTMLDivElement, HTMLUListElement>()
  useScrollLock('mobile-nav', open)
  const close = () => setOpen(false)

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
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className="burger" aria-label={labels.openMenu}>
              <Menu aria-hidden size={26} />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="mobile-nav__overlay" />
              <Dialog.Content className={`mobile-nav scheme-${scheme}`} aria-describedby={undefined}>
                <div className="mobile-nav__top">
                  <Dialog.Title className="visually-hidden">{labels.mainNav}</Dialog.Title>
                  <span onClick={close}>{switcher}</span>
                  <Dialog.Close className="mobile-nav__close" aria-label={labels.closeMenu}>
                    <X aria-hidden size={26} />
                  </Dialog.Close>
                </div>
                <nav aria-label={labels.mainNav}>
                  <Accordion.Root type="single" collapsible className="mobile-nav__list">
                    {items.map((item) =>
                      item.children.length ? (
                        <Accordion.Item key={item.id} value={item.id} className="mobile-nav__item">
                          <Accordion.Header asChild>
                            <div>
                              <Accordion.Trigger className="mobile-nav__link mobile-nav__trigger">
                                {item.label} <ChevronDown aria-hidden size={18} className="nav-chevron" />
                              </Accordion.Trigger>
                            </div>
                          </Accordion.Header>
                          <Accordion.Content className="mobile-nav__sub">
                            {item.children.map((c) => (
                              <SmartLink key={c.id} link={c.link} className="mobile-nav__sublink" onNavigate={close} newTabLabel={labels.newTab}>{c.label}</SmartLink>
                            ))}
                          </Accordion.Content>
                        </Accordion.Item>
                      ) : (
                        <div key={item.id} className="mobile-nav__item">
                          <SmartLink link={item.link} className="mobile-nav__link" onNavigate={close} newTabLabel={labels.newTab}>{item.label}</SmartLink>
                        </div>
                      ),
                    )}
                  </Accordion.Root>
                </nav>
                <div className="mobile-nav__cta" onClick={close}>{cta}{ctaSms}</div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  )
}
