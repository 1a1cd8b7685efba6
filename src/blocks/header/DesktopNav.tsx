'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronDownNode } from '@/ui/icons/lucide-nodes'
import { usePathname } from 'next/navigation'
import { SmartLink } from '@/ui/SmartLink'
import type { NavItem } from './nav-model'
import { useDisclosureMenu } from './use-disclosure-menu'

type Props = { items: NavItem[]; label: string; newTabLabel: string }

/**
 * Desktop menu: disclosure buttons (aria-expanded) over their submenus (use-disclosure-menu).
 * Plain React: Radix NavigationMenu cost ~15 kB gzipped on every page.
 */
export function DesktopNav({ items, label, newTabLabel }: Props) {
  const pathname = usePathname()
  const menu = useDisclosureMenu('nav-sub')

  return (
    <nav ref={menu.navRef} className="site-header__nav" aria-label={label} {...menu.navProps}>
      <ul data-nav-list className="nav-list">
        {items.map((item) => {
          const current = item.link.kind === 'internal' && item.link.href === pathname
          if (!item.children.length) {
            return (
              <li key={item.id} className="nav-item">
                <SmartLink
                  link={item.link}
                  className="nav-link"
                  newTabLabel={newTabLabel}
                  ariaCurrent={current ? 'page' : undefined}
                >
                  {item.label}
                </SmartLink>
              </li>
            )
          }
          const open = menu.openId === item.id
          const state = open ? 'open' : 'closed'
          return (
            <li key={item.id} className="nav-item" {...menu.hover(item.id)}>
              <button
                type="button"
                className="nav-link"
                aria-expanded={open}
                aria-controls={menu.panelId(item.id)}
                data-state={state}
                onClick={() => menu.toggle(item.id)}
              >
                {item.label} <Glyph node={chevronDownNode} size={16} className="nav-chevron" />
              </button>
              <div id={menu.panelId(item.id)} className="nav-submenu" data-state={state} hidden={!open}>
                <ul>
                  {item.children.map((c) => (
                    <li key={c.id}>
                      <SmartLink
                        link={c.link}
                        className="nav-submenu__link"
                        newTabLabel={newTabLabel}
                        onNavigate={menu.close}
                      >
                        {c.label}
                      </SmartLink>
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
