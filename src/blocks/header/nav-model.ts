import { resolveLink, type ResolvedLink } from '@/domain/links'
import type { Locale } from '@/domain/locales'
import { tr } from '@/ui/l10n'
import type { HeaderMenu, HeaderOutOfNormMenu } from '@/payload-types'
import type { LinkValue } from '@/ui/link-value'

export type NavLeaf = { id: string; label: string; link: ResolvedLink }
export type NavItem = NavLeaf & { children: NavLeaf[] }

/** A menu entry (generated); the out-of-norm header stores its submenu as `sub_menu` (src/blocks/header/fields.ts). */
export type MenuRow = NonNullable<HeaderMenu>[number] & Pick<NonNullable<HeaderOutOfNormMenu>[number], 'sub_menu'>
type Ctx = { locale: Locale; internalQuery: Record<string, string>; variantId: string | null }

const leaf = (l: LinkValue | null | undefined, id: string, ctx: Ctx): NavLeaf | null => {
  const label = tr(l?.text, ctx.locale)
  if (!label) return null
  return { id, label, link: resolveLink({ url: tr(l?.url, ctx.locale) ?? null, target: l?.target }, ctx) }
}

/** The header menu as plain data for the client island: labels and resolved links. */
export function toNavItems(rows: MenuRow[] | null | undefined, ctx: Ctx): NavItem[] {
  return (rows ?? []).flatMap((row, i) => {
    const top = leaf(row.menu_link, row.id ?? `m${i}`, ctx)
    if (!top) return []
    const children = (row.sub_menu_repeater ?? row.sub_menu ?? []).flatMap(
      (s, j) => leaf(s.menu_link, s.id ?? `m${i}-${j}`, ctx) ?? [],
    )
    return [{ ...top, children }]
  })
}
