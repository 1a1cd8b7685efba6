import type { ReactNode } from 'react'
import { resolveLink, type ResolvedLink } from '@/domain/links'
import type { Locale } from '@/domain/locales'
import { tr } from '@/ui/l10n'
import type { LinkValue } from '@/ui/link-value'
import type { NavItem } from '../header/nav-model'

type Text = Partial<Record<Locale, string | null>> | null | undefined
type ItemRow = {
  id?: string | null
  menu_link?: LinkValue | null
  featured_image?: unknown
  main_title?: Text
  description?: Text
}
type GroupRow = { id?: string | null; main_title?: Text; items?: ItemRow[] | null }
export type MegaRow = { id?: string | null; menu_link?: LinkValue | null; groups?: GroupRow[] | null }
type Ctx = { locale: Locale; internalQuery: Record<string, string>; variantId: string | null }

export type MegaItem = { id: string; title: string; description: string | null; link: ResolvedLink; image: ReactNode }
export type MegaGroup = { id: string; title: string | null; items: MegaItem[] }
export type MegaEntry = { id: string; label: string; link: ResolvedLink; groups: MegaGroup[] }

const link = (l: LinkValue | null | undefined, ctx: Ctx) =>
  resolveLink({ url: tr(l?.url, ctx.locale) ?? null, target: l?.target }, ctx)

/**
 * The mega menu as plain data for the client island. An item is titled by its main_title, else its
 * link text; items and entries without any text, and groups left empty, are dropped.
 */
export function toMegaEntries(
  rows: MegaRow[] | null | undefined,
  ctx: Ctx,
  image: (item: ItemRow) => ReactNode,
): MegaEntry[] {
  return (rows ?? []).flatMap((row, i) => {
    const label = tr(row.menu_link?.text, ctx.locale)
    if (!label) return []
    const groups = (row.groups ?? []).flatMap((g, j): MegaGroup[] => {
      const items = (g.items ?? []).flatMap((it, k): MegaItem[] => {
        const title = tr(it.main_title, ctx.locale) || tr(it.menu_link?.text, ctx.locale)
        if (!title) return []
        return [
          {
            id: it.id ?? `g${i}-${j}-${k}`,
            title,
            description: tr(it.description, ctx.locale) || null,
            link: link(it.menu_link, ctx),
            image: image(it),
          },
        ]
      })
      return items.length ? [{ id: g.id ?? `g${i}-${j}`, title: tr(g.main_title, ctx.locale) || null, items }] : []
    })
    return [{ id: row.id ?? `g${i}`, label, link: link(row.menu_link, ctx), groups }]
  })
}

/** The phone menu (MobileNav) shows each entry's items flattened under it. */
export function toMobileItems(entries: MegaEntry[]): NavItem[] {
  return entries.map((e) => ({
    id: e.id,
    label: e.label,
    link: e.link,
    children: e.groups.flatMap((g) => g.items.map((it) => ({ id: it.id, label: it.title, link: it.link }))),
  }))
}
