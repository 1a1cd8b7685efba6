type Env = Record<string, string | undefined>

const originOf = (raw: string): string | null => {
  try {
    const u = new URL(raw.trim())
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * The site's public origins, from configuration only (never from a request's Host or
 * X-Forwarded-Host): NEXT_PUBLIC_SERVER_URL first (the canonical one: JSON-LD, share links,
 * canonical URLs), then SITE_EXTRA_ORIGINS (comma-separated, e.g. the www. variant). Without
 * configuration, the local demo's http://localhost:PORT and http://127.0.0.1:PORT (decision 0018).
 */
export function configuredOrigins(env: Env = process.env): string[] {
  const main = env.NEXT_PUBLIC_SERVER_URL ? originOf(env.NEXT_PUBLIC_SERVER_URL) : null
  const extra = (env.SITE_EXTRA_ORIGINS ?? '')
    .split(',')
    .filter((s) => s.trim())
    .map(originOf)
    .filter((o): o is string => Boolean(o))
  const port = env.PORT || '3000'
  const local = main ? [] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  return [...new Set([...(main ? [main] : []), ...local, ...extra])]
}

/** The canonical public origin (no trailing slash). */
export const canonicalOrigin = (env: Env = process.env) => configuredOrigins(env)[0]

/** Host names the captcha token may name: those of the configured origins. */
export const configuredHostnames = (env: Env = process.env) => [
  ...new Set(configuredOrigins(env).map((o) => new URL(o).hostname)),
]

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

/**
 * The admin's auth cookie is Secure in production, unless the site is served over plain http on
 * this machine (the local demo, `npm start`): a browser would drop a Secure cookie sent over a
 * non-loopback http origin, and a plain-http public origin is itself a misconfiguration.
 */
export function secureAuthCookie(env: Env = process.env): boolean {
  if (env.NODE_ENV !== 'production') return false
  const u = new URL(canonicalOrigin(env))
  return !(u.protocol === 'http:' && LOOPBACK.test(u.hostname))
}
