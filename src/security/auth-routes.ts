/**
 * Which REST requests authenticate (issue 27, item 1). Payload matches its routes without regard to
 * case (path-to-regexp's default) on the path Next.js has already percent-decoded, and ignores a
 * trailing slash, so `/api/editors/LOGIN`, `/Login`, `/%6Cogin` and `/login/` all sign in. The guard
 * must see them all: the path is decoded, lower-cased and stripped of empty segments before it is
 * compared with every POST route Payload gives an auth collection.
 */
export type AuthRoute =
  'login' | 'refresh-token' | 'forgot-password' | 'reset-password' | 'unlock' | 'verify' | 'first-register'

/** Collections with `auth` (src/collections/Editors.ts is the only one). */
const AUTH_COLLECTIONS = new Set(['editors'])
/** Payload 3's POST endpoints that take a secret or send one (payload/dist/auth/endpoints; `logout` takes none). */
const ROUTES = new Set<AuthRoute>([
  'login',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'first-register',
])

const decode = (segment: string) => {
  let s = segment
  // Decode until stable (a double-encoded `%256C` is not Payload's `l`, but comparing the fully decoded form costs nothing).
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(s)
      if (next === s) break
      s = next
    } catch {
      break
    }
  }
  return s.toLowerCase()
}

/** The segments under /api, as Payload will read them: from Next's route params when given, else the URL. */
export function apiSegments(url: string, slug?: string[]): string[] {
  const raw = slug ?? new URL(url).pathname.replace(/^\/api(?=\/|$)/i, '').split('/')
  return raw.flatMap((s) => decode(s).split('/')).filter(Boolean)
}

/** The auth route a POST to these segments reaches (`['editors', 'login']` → 'login'), or null. */
export function authRouteOf(segments: string[]): AuthRoute | null {
  const [collection, route] = segments
  if (!collection || !AUTH_COLLECTIONS.has(collection) || !route) return null
  return ROUTES.has(route as AuthRoute) ? (route as AuthRoute) : null
}
