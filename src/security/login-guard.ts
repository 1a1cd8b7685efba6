import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { clientIp } from './client-ip'
import { LOGIN_THROTTLE, memoryLoginThrottle, type LoginThrottle } from './login-throttle'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const LOGIN_PATH = /^\/api\/editors\/login\/?$/
let throttle: LoginThrottle = memoryLoginThrottle(LOGIN_THROTTLE)

/** Replace the throttle (tests); returns a function restoring the previous one. */
export function configureLoginThrottle(next: LoginThrottle): () => void {
  const previous = throttle
  throttle = next
  return () => void (throttle = previous)
}

/** The admin's language as Payload picks it: its cookie, then the browser's, French by default. */
const language = (headers: Headers) => {
  const chosen = /(?:^|;\s*)payload-lng=([a-z]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? headers.get('accept-language')?.slice(0, 2)
  return chosen === 'en' ? 'en' : 'fr'
}

const TOO_MANY = {
  fr: 'Trop de tentatives de connexion depuis cette adresse. Réessayez dans quelques minutes.',
  en: 'Too many sign-in attempts from this address. Try again in a few minutes.',
}

const json = (status: number, message: string, extra: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...extra } })

/**
 * Wraps Payload's REST POST (decision 0018): sign-ins to /api/editors/login are throttled per client
 * address (the address the connection hook resolved with TRUSTED_PROXIES), and a wrong password, an
 * unknown e-mail and a locked account get one answer (401, Payload's own "incorrect" message), so
 * the answer never tells whether an account exists or is locked.
 */
export function guardLogin<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (!LOGIN_PATH.test(new URL(request.url).pathname)) return handler(request, context)
    const address = clientIp(request.headers) ?? 'unknown'
    const lang = language(request.headers)
    const gate = throttle.check(address)
    if (!gate.allowed) return json(429, TOO_MANY[lang], { 'retry-after': String(gate.retryAfterS) })
    const answer = await handler(request, context)
    if (answer.ok) {
      throttle.succeed(address)
      return answer
    }
    if (answer.status !== 401 && answer.status !== 423) return answer
    throttle.fail(address)
    return json(401, (lang === 'en' ? en : fr).translations.error.emailOrPasswordIncorrect)
  }
}
