'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronDownNode } from '@/ui/icons/lucide-nodes'
import { usePathname } from 'next/navigation'
import { useLayoutEffect } from 'react'
import { megaPopupBox } from '@/domain/header-popup'
import { SmartLink } from '@/ui/SmartLink'
import { useDisclosureMenu } from '../header/use-disclosure-menu'
import type { MegaEntry } from './mega-model'

type Props = { entries: MegaEntry[]; label: string; newTabLabel: string }

/**
 * The mega menu: the classic menu's disclosure behaviour (use-disclosure-menu), each trigger opening
 * a panel of groups of items (image, title, description). The panel is placed by megaPopupBox
 * (54 below the trigger, 1000 wide, inside the window); groups wrap onto more rows.
 */
export function MegaNav({ entries, label, newTabLabel }: Props) {
  const pathname = usePathname()
  const menu = useDisclosureMenu('mega')
  const { openId, navRef, panelId } = menu

  useLayoutEffect(() => {
    const nav = navRef.current
    const panel = openId ? document.getElementById(panelId(openId)) : null
    const trigger = nav?.querySelector<HTMLElement>(`[aria-controls="${panelId(openId ?? '')}"]`)
    if (!nav || !panel || !trigger) return
    const place = () => {
      const t = trigger.getBoundingClientRect()
      const n = nav.getBoundingClientRect()
      const box = megaPopupBox({
        triggerLeft: t.left,
        triggerRight: t.right,
        triggerBottom: t.bottom,
        viewportWidth: document.documentElement.clientWidth,
        viewportHeight: window.innerHeight,
      })
      Object.assign(panel.style, {
        left: `${box.left - n.left}px`,
        top: `${box.top - n.top}px`,
        width: `${box.width}px`,
        maxHeight: `${box.maxHeight}px`,
      })
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [openId, navRef, panelId])

  return (
    <nav ref={navRef} className="site-header__nav mega-nav" aria-label={label} {...menu.navProps}>
      <ul data-nav-list className="nav-list">
        {entries.map((entry) => {
          if (!entry.groups.length) {
            const current = entry.link.kind === 'internal' && entry.link.href === pathname
            return (
              <li key={entry.id} className="nav-item">
                <SmartLink
                  link={entry.link}
                  className="nav-link"
                  newTabLabel={newTabLabel}
                  ariaCurrent={current ? 'page' : undefined}
                >
                  {entry.label}
                </SmartLink>
              </li>
            )
          }
          const open = openId === entry.id
          const state = open ? 'open' : 'closed'
          return (
            <li key={entry.id} className="nav-item mega-nav__item" {...menu.hover(entry.id)}>
              <button
                type="button"
                className="nav-link"
                aria-expanded={open}
                aria-controls={panelId(entry.id)}
                data-state={state}
                onClick={() => menu.toggle(entry.id)}
              >
                {entry.label} <Glyph node={chevronDownNode} size={16} className="nav-chevron" />
              </button>
              <div id={panelId(entry.id)} className="mega-panel" data-state={state} hidden={!open}>
                <div className="mega-panel__groups">
                  {entry.groups.map((g) => (
                    <div
                      key={g.id}
                      className="mega-group"
                      role={g.title ? 'group' : undefined}
                      aria-labelledby={g.title ? `${panelId(g.id)}-title` : undefined}
                    >
                      {g.title ? (
                        <p id={`${panelId(g.id)}-title`} className="mega-group__title">
                          {g.title}
                        </p>
                      ) : null}
                      <ul className="mega-group__items">
                        {g.items.map((it) => (
                          <li key={it.id}>
                            <SmartLink
                              link={it.link}
                              className="mega-item"
                              newTabLabel={newTabLabel}
                              onNavigate={menu.close}
                            >
                              {it.image ? <span className="mega-item__image">{it.image}</span> : null}
                              <span className="mega-item__text">
                                <span className="mega-item__title">{it.title}</span>
                                {it.description ? <span className="mega-item__desc">{it.description}</span> : null}
                              </span>
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
