import { parseReviewDate } from './reviews'

/** The spec's sanitising limit (spec 2 §9): 1 review per group. */
export const REVIEWS_PER_GROUP = 1

/**
 * A review's group: its author, by name with case, accents, punctuation and spacing ignored
 * ("Marie-Ève Tremblay", "marie eve  TREMBLAY" and "Marie Ève Tremblay." are one author).
 */
export const reviewAuthorKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * One review per author (the spec leaves the group unsaid: decision 0038): the most recent by
 * review_date; a dated review beats an undated one, and between equals the first listed stays.
 * The kept reviews stay in the order the editor gave.
 */
export function onePerAuthor<R>(rows: R[], name: (r: R) => string, date: (r: R) => unknown): R[] {
  const best = new Map<string, { row: R; time: number }>()
  for (const row of rows) {
    const key = reviewAuthorKey(name(row))
    const time = parseReviewDate(date(row))?.getTime() ?? -Infinity
    const kept = best.get(key)
    if (!kept || time > kept.time) best.set(key, { row, time })
  }
  const keep = new Set([...best.values()].map((b) => b.row))
  return rows.filter((r) => keep.has(r))
}
