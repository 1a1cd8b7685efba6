/** Posts archive rules (spec 2 §4, §9): categories, order, pages, when to fetch. */

export const POSTS_PER_PAGE = 6
export const FILTER_FETCH_DELAY_MS = 1000
export const MORE_POST_SKELETONS = 2

export type ArchiveOrder = 'desc' | 'asc'
export type ArchiveParams = { page: number; order: ArchiveOrder; categories: number[] }

/**
 * Clicking a category: when all are selected, only it; otherwise it toggles; when none remain, all
 * are selected again. The result keeps the categories' own order.
 */
export function clickCategory(all: number[], selected: number[], id: number): number[] {
  if (!all.includes(id)) return selected
  if (all.every((c) => selected.includes(c))) return [id]
  const next = selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id]
  return next.length ? all.filter((c) => next.includes(c)) : [...all]
}

/** The request's query: categories only when not all are selected (spec 2 §7). */
export function archiveQuery(all: number[], p: ArchiveParams): Array<[string, string]> {
  const q: Array<[string, string]> = [
    ['page', String(p.page)],
    ['limit', String(POSTS_PER_PAGE)],
    ['order', p.order],
  ]
  const allSelected = all.every((c) => p.categories.includes(c))
  if (!allSelected) q.push(['categories', p.categories.join(',')])
  return q
}

const sameParams = (a: ArchiveParams, b: ArchiveParams) =>
  a.page === b.page &&
  a.order === b.order &&
  a.categories.length === b.categories.length &&
  a.categories.every((c, i) => c === b.categories[i])

/**
 * When to fetch these parameters after the last fetched ones: never when equal; at once for the
 * first fetch or a page change; FILTER_FETCH_DELAY_MS after a category or order change.
 */
export function fetchDelay(last: ArchiveParams | null, next: ArchiveParams): number | null {
  if (!last) return 0
  if (sameParams(last, next)) return null
  if (last.order === next.order && sameParams({ ...last, page: next.page }, next)) return 0
  return FILTER_FETCH_DELAY_MS
}
