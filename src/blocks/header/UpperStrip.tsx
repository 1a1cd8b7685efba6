import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import type { HeaderSupSections } from '@/payload-types'
import type { RenderContext } from '@/ui/render-context'

/** One section of the upper strip, as generated from `supSectionsField` (fields.ts). */
export type SupSection = NonNullable<HeaderSupSections>[number]
type IconLink = NonNullable<SupSection['lists']>[number]

type Props = { sections: SupSection[] | null | undefined; ctx: RenderContext }

const hasText = (row: IconLink, ctx: RenderContext) => Boolean(tr(row.link?.text, ctx.locale))

/**
 * The header's optional upper strip (sup_sections_repeater): per section, an icon list (icon and
 * visible text: phone, email) and icon links (icon only, the link text as accessible name: socials).
 * Rows without text are left out (an icon-only link needs a name); nothing renders when all are empty.
 */
export function UpperStrip({ sections, ctx }: Props) {
  const rows = (sections ?? [])
    .map((s) => ({
      id: s.id,
      lists: (s.lists ?? []).filter((r) => hasText(r, ctx)),
      links: (s.links ?? []).filter((r) => hasText(r, ctx)),
    }))
    .filter((s) => s.lists.length || s.links.length)
  if (!rows.length) return null
  return (
    <div className="header-upper">
      <div className="container header-upper__inner">
        {rows.map((s, i) => (
          <div key={s.id ?? i} className="header-upper__section">
            {s.lists.length ? (
              <ul className="header-upper__list">
                {s.lists.map((r, j) => (
                  <li key={r.id ?? j}>
                    <CmsLink link={r.link} ctx={ctx} className="header-upper__item">
                      <Icon name={r.icon?.type} size={16} />
                      <span>{tr(r.link?.text, ctx.locale)}</span>
                    </CmsLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {s.links.length ? (
              <ul className="header-upper__icons">
                {s.links.map((r, j) => (
                  <li key={r.id ?? j}>
                    <CmsLink link={r.link} ctx={ctx} className="header-upper__icon">
                      <Icon name={r.icon?.type} size={18} />
                      <span className="visually-hidden">{tr(r.link?.text, ctx.locale)}</span>
                    </CmsLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  )
}
