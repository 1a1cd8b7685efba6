/** '/a//b/' → '/a/b'; '' → '/'; always one leading slash, no trailing slash except the root. */
export function normalizePath(input: string): string {
  const noQuery = input.split(/[?#]/)[0] ?? ''
  const collapsed = ('/' + noQuery.trim()).replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/'
}

/** Split '/fr/proprietes' into its locale and the rest: { locale: 'fr', path: '/proprietes' }. */
export function splitLocalePath(pathname: string): { locale: string | null; path: string } {
  const clean = normalizePath(pathname)
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(clean)
  if (!m) return { locale: null, path: clean }
  return { locale: m[1] ?? null, path: m[2] ? normalizePath(m[2]) : '/' }
}

/** '/fr' + '/' → '/fr'; '/fr' + '/contact' → '/fr/contact'. */
export function joinLocalePath(locale: string, path: string): string {
  const p = normalizePath(path)
  return p === '/' ? `/${locale}` : `/${locale}${p}`
}

const decodeSegment = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** The localized path named by URL segments ("/proprietes/…"), each segment decoded (page and proxy agree). */
export const pathOfSegments = (segments: string[] | undefined) => '/' + (segments ?? []).map(decodeSegment).join('/')
