/** Team and hero members search rules (spec 2 §4, §9). */

/** Team description clamp: 7 lines at xxxl (1680 px) and up, else 5. */
export const TEAM_CLAMP_WIDE = 7
export const TEAM_CLAMP = 5
export const TEAM_CLAMP_BREAKPOINT = 1680
export const teamClampLines = (width: number) => (width >= TEAM_CLAMP_BREAKPOINT ? TEAM_CLAMP_WIDE : TEAM_CLAMP)

/** Members carousel of the hero members search: at most 10 members, autoplay 6000 ms. */
export const MEMBERS_SEARCH_MAX_CAROUSEL = 10
export const MEMBERS_SEARCH_AUTOPLAY_MS = 6000

/** Lower case without accents, spaces collapsed: "Émilie  Bélanger" → "emilie belanger". */
export const searchKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The indexes of the names a query matches: every word of the query starts a word of the name
 * (accents and case ignored); an empty query matches all.
 */
export function matchMembers(query: string, names: readonly string[]): number[] {
  const words = searchKey(query).split(' ').filter(Boolean)
  return names.flatMap((name, i) => {
    const parts = searchKey(name).split(/[\s'’-]+/)
    return words.every((w) => parts.some((p) => p.startsWith(w))) ? [i] : []
  })
}

/** The option the arrow keys move to in a list of `count` options (wraps; -1 = none active). */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1
  return current <= 0 ? count - 1 : current - 1
}

/** Partners initially shown (spec 2 §9); show more reveals all. */
export const PARTNERS_INITIALLY_SHOWN = 6

/**
 * The partners shown for a chosen tag (null = every tag), first 6 unless expanded. Tags are
 * compared by name, accents and case ignored.
 */
export function visiblePartners(tagsOf: readonly (readonly string[])[], tag: string | null, expanded: boolean) {
  const wanted = tag === null ? null : searchKey(tag)
  const matching = tagsOf.flatMap((tags, i) =>
    wanted === null || tags.some((t) => searchKey(t) === wanted) ? [i] : [],
  )
  return {
    shown: expanded ? matching : matching.slice(0, PARTNERS_INITIALLY_SHOWN),
    total: matching.length,
    hasMore: !expanded && matching.length > PARTNERS_INITIALLY_SHOWN,
  }
}

/** The distinct tag names, in the order they first appear (accents and case ignored for duplicates). */
export function distinctTags(tagsOf: readonly (readonly string[])[]): string[] {
  const seen = new Map<string, string>()
  for (const tags of tagsOf)
    for (const t of tags) if (t.trim() && !seen.has(searchKey(t))) seen.set(searchKey(t), t.trim())
  return [...seen.values()]
}

/** The banks whose name contains the query (accents and case ignored); an empty query keeps all. */
export function matchBanks(query: string, names: readonly string[]): number[] {
  const q = searchKey(query)
  return names.flatMap((n, i) => (!q || searchKey(n).includes(q) ? [i] : []))
}
