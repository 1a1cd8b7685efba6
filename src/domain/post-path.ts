import type { Locale } from './locales'
import { routePaths } from './route-keys'

/** Largest post id a path may name (ids are database integers; longer tails are simply unknown). */
const MAX_ID_DIGITS = 9

/**
 * A blog post's path under the blog page: `/blogue/{slug}-{id}` (fr) or `/blog/{slug}-{id}` (en)
 * → its slug and id; null when the path names no post (other pages, odd characters, huge ids).
 */
export function postTail(locale: Locale, path: string): { slug: string; id: number } | null {
  const base = routePaths.blog[locale]
  if (!path.startsWith(`${base}/`)) return null
  const tail = path.slice(base.length + 1)
  const m = /^(?:([a-z0-9]+(?:-[a-z0-9]+)*)-)?(\d+)$/.exec(tail)
  if (!m || m[2].length > MAX_ID_DIGITS) return null
  return { slug: m[1] ?? '', id: Number(m[2]) }
}

/** Reading time as the post page shows it: 'min' for one minute, 'mins' otherwise (spec 2 "Blog"). */
export const readTimeText = (minutes: number) =>
  `${Math.max(1, Math.round(minutes))} ${Math.max(1, Math.round(minutes)) === 1 ? 'min' : 'mins'}`
