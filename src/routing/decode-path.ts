/** A path every segment of which decodes as UTF-8 (`/fr/%C0%AF` does not: it answers 400). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The language a path starts with, for the 400 page ('fr' when it names none). */
export function pathLanguage(pathname: string): 'fr' | 'en' {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'fr'
}
