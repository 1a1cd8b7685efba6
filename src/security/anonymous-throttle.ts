/**
 * Anonymous reads of the APIs that can keep the server busy (GraphQL, REST lists; issue 27, item 3): per
 * client address, at most `concurrency` in flight in this process and a budget per window (a rate limiter
 * of src/leads/, shared through Redis when REDIS_URL is set). What is over either waits `retryAfterS`.
 */
export type RateDecision = { allowed: boolean; retryAfterS: number; unavailable?: boolean }
export type WindowLimiter = { hit: (key: string) => RateDecision | Promise<RateDecision> }
export type Admission = { allowed: true; release: () => void } | { allowed: false; retryAfterS: number }
export type AnonymousThrottle = { enter: (address: string) => Promise<Admission> }

/** Addresses tracked in flight at most (a flood of addresses cannot grow memory: past it, refused for a second). */
const MAX_ADDRESSES = 50_000

/**
 * `shared` decides the budget; while it is unreachable (`unavailable`), `fallback` (this process's memory)
 * does, so an outage of Redis neither opens the API wide nor closes it.
 */
export function anonymousThrottle({
  concurrency,
  shared,
  fallback,
}: {
  concurrency: number
  shared: WindowLimiter
  fallback?: WindowLimiter
}): AnonymousThrottle {
  const inFlight = new Map<string, number>()
  return {
    async enter(address) {
      const running = inFlight.get(address) ?? 0
      if (running >= concurrency || (!running && inFlight.size >= MAX_ADDRESSES))
        return { allowed: false, retryAfterS: 1 }
      // Counted before the budget is asked (an await): two requests arriving together cannot both pass the cap.
      inFlight.set(address, running + 1)
      let released = false
      const release = () => {
        if (released) return
        released = true
        const left = (inFlight.get(address) ?? 1) - 1
        if (left > 0) inFlight.set(address, left)
        else inFlight.delete(address)
      }
      let decision = await shared.hit(address)
      if (decision.unavailable && fallback) decision = await fallback.hit(address)
      if (decision.allowed) return { allowed: true, release }
      release()
      return { allowed: false, retryAfterS: decision.retryAfterS }
    },
  }
}

const TOO_MANY = {
  fr: 'Trop de requêtes anonymes depuis cette adresse. Réessayez dans quelques instants.',
  en: 'Too many anonymous requests from this address. Try again in a moment.',
}

/** The 429 of a refused request, in the caller's language (Accept-Language; French by default). */
export function tooManyRequests(headers: Headers, retryAfterS: number): Response {
  const lang = headers.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr'
  return Response.json(
    { errors: [{ message: TOO_MANY[lang] }] },
    { status: 429, headers: { 'retry-after': String(retryAfterS), 'cache-control': 'no-store' } },
  )
}
