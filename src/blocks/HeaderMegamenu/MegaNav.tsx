import { Glyph } from '@/ui/icons/Glyph'
import { chevronDownNode } from '@/ui/icons/nodes/chevron-down'
import { DESKTOP_NAV_ID } from '../header/DesktopNav'
import { MenuBehaviour } from '../header/MenuBehaviour.client'
import { NavLink } from '../header/NavLink'
import type { MegaEntry } from './mega-model'

type Props = { entries: MegaEntry[]; label: string; newTabLabel: string; currentPath: string | null }

const panelId = (id: string) => `mega-${id}`

/**
 * The mega menu, rendered on the server: the classic menu's disclosure behaviour (MenuBehaviour), each
 * trigger opening a panel of groups of items (image, title, description). MenuBehaviour places the open
 * panel by megaPopupBox (54 below the trigger, 1000 wide, inside the window); groups wrap onto more rows.
 */
export function MegaNav({ entries, label, newTabLabel, currentPath }: Props) {
  return (
    <nav id={DESKTOP_NAV_ID} className="site-header__nav mega-nav" aria-label={label}>
      <ul data-nav-list className="nav-list">
        {entries.map((entry) => {
          if (!entry.groups.length) {
            return (
              <li key={entry.id} className="nav-item">
                <NavLink
                  link={entry.link}
                  className="nav-link"
                  newTabLabel={newTabLabel}
                  current={entry.link.kind === 'internal' && entry.link.href === currentPath}
                >
                  {entry.label}
                </NavLink>
              </li>
            )
          }
          return (
            <li key={entry.id} className="nav-item mega-nav__item">
              <button
                type="button"
                className="nav-link"
                aria-expanded={false}
                aria-controls={panelId(entry.id)}
                data-state="closed"
              >
                {entry.label} <Glyph node={chevronDownNode} size={16} className="nav-chevron" />
              </button>
              <div id={panelId(entry.id)} className="mega-panel" data-state="closed" hidden>
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
                            <NavLink link={it.link} className="mega-item" newTabLabel={newTabLabel}>
                              {it.image ? <span className="mega-item__image">{it.image}</span> : null}
                              <span className="mega-item__text">
                                <span className="mega-item__title">{it.title}</span>
                                {it.description ? <span className="mega-item__desc">{it.description}</span> : null}
                              </span>
                            </NavLink>
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
      <MenuBehaviour navId={DESKTOP_NAV_ID} mega />
    </nav>
  )
}
