import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { clientIp } from './client-ip'
import { apiSegments, authRouteOf } from './auth-routes'
import { LOGIN_THROTTLE, memoryLoginThrottle, type LoginThrottle } from './login-throttle'

type Handler<C> = (request: Request, context: C) => Promise<Response>
let throttle: LoginThrottle = memoryLoginThrottle(LOGIN_THROTTLE)

/** Replace the throttle (tests); returns a function restoring the previous one. */
export function configureLoginThrottle(next: LoginThrottle): () => void {
  const previous = throttle
  throttle = next
  return () => void (throttle = previous)
}

/** The admin's language as Payload picks it: its cookie, then the browser's, French by default. */
const language = (headers: Headers) => {
  const chosen =
    /(?:^|;\s*)payload-lng=([a-z]+)/.exec(headers.get('cookie') ?? '')?.[1] ??
    headers.get('accept-language')?.slice(0, 2)
  return chosen === 'en' ? 'en' : 'fr'
}

const TOO_MANY = {
  fr: 'Trop de tentatives de connexion depuis cette adresse. Réessayez dans quelques minutes.',
  en: 'Too many sign-in attempts from this address. Try again in a few minutes.',
}

const json = (status: number, message: string, extra: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...extra } })

/** Next's catch-all params (`{ params: Promise<{ slug: string[] }> }`), which Payload routes by; absent in some callers. */
async function slugOf(context: unknown): Promise<string[] | undefined> {
  const params = await (context as { params?: Promise<{ slug?: string[] }> } | undefined)?.params
  return Array.isArray(params?.slug) ? params.slug : undefined
}

/**
 * Wraps Payload's REST POST (decision 0018, issue 27): every route that takes or sends a secret
 * (sign-in, token refresh, forgotten and reset password, unlock, e-mail verification, first user) is
 * throttled per client address (the address the connection hook resolved with TRUSTED_PROXIES),
 * whatever the case or percent-encoding of its path (src/security/auth-routes.ts). Failures count;
 * every forgotten-password request counts (it sends an e-mail); a sign-in clears the count. A wrong
 * password, an unknown e-mail and a locked account get one answer (401, Payload's own "incorrect"
 * message), so the answer never tells whether an account exists or is locked.
 */
export function guardLogin<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const route = authRouteOf(apiSegments(request.url, await slugOf(context)))
    if (!route) return handler(request, context)
    const address = clientIp(request.headers) ?? 'unknown'
    const lang = language(request.headers)
    const gate = throttle.check(address)
    if (!gate.allowed) return json(429, TOO_MANY[lang], { 'retry-after': String(gate.retryAfterS) })
    const answer = await handler(request, context)
    if (route === 'login' && answer.ok) throttle.succeed(address)
    if (route === 'forgot-password' || (!answer.ok && route !== 'refresh-token')) throttle.fail(address)
    // 401 wrong password or unknown e-mail, 423 locked, 403 unverified: one answer.
    if (route !== 'login' || ![401, 403, 423].includes(answer.status)) return answer
    return json(401, (lang === 'en' ? en : fr).translations.error.emailOrPasswordIncorrect)
  }
}
