import { Glyph } from '@/ui/icons/Glyph'
import { chevronDownNode } from '@/ui/icons/nodes/chevron-down'
import { MenuBehaviour } from './MenuBehaviour.client'
import type { NavItem } from './nav-model'
import { NavLink } from './NavLink'

type Props = { items: NavItem[]; label: string; newTabLabel: string; currentPath: string | null }

/** The desktop menu's `<nav>` id (one header per page); MenuBehaviour finds it by it. */
export const DESKTOP_NAV_ID = 'site-desktop-nav'
const panelId = (id: string) => `nav-sub-${id}`

/**
 * Desktop menu, rendered on the server: plain links, and disclosure buttons (aria-expanded) over their
 * submenus, which MenuBehaviour opens and closes (disclosure-menu.ts). No React state: the header's island
 * carries none of the menu (decision 0040).
 */
export function DesktopNav({ items, label, newTabLabel, currentPath }: Props) {
  return (
    <nav id={DESKTOP_NAV_ID} className="site-header__nav" aria-label={label}>
      <ul data-nav-list className="nav-list">
        {items.map((item) => {
          if (!item.children.length) {
            return (
              <li key={item.id} className="nav-item">
                <NavLink
                  link={item.link}
                  className="nav-link"
                  newTabLabel={newTabLabel}
                  current={item.link.kind === 'internal' && item.link.href === currentPath}
                >
                  {item.label}
                </NavLink>
              </li>
            )
          }
          return (
            <li key={item.id} className="nav-item">
              <button
                type="button"
                className="nav-link"
                aria-expanded={false}
                aria-controls={panelId(item.id)}
                data-state="closed"
              >
                {item.label} <Glyph node={chevronDownNode} size={16} className="nav-chevron" />
              </button>
              <div id={panelId(item.id)} className="nav-submenu" data-state="closed" hidden>
                <ul>
                  {item.children.map((c) => (
                    <li key={c.id}>
                      <NavLink link={c.link} className="nav-submenu__link" newTabLabel={newTabLabel}>
                        {c.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
      <MenuBehaviour navId={DESKTOP_NAV_ID} />
    </nav>
  )
}
