/**
 * Anonymous reads of the APIs that can keep the server busy (GraphQL, REST lists; issue 27, item 3): per
 * client address, at most `concurrency` in flight in this process and a budget per window (a rate limiter
 * of src/leads/, shared through Redis when REDIS_URL is set). What is over either waits `retryAfterS`.
 */
export type RateDecision = { allowed: boolean; retryAfterS: number; unavailable?: boolean }
export type WindowLimiter = { hit: (key: string) => RateDecision | Promise<RateDecision> }
/** `busy`: refused because the process already runs its `total` (no fault of this address). */
export type Admission = { allowed: true; release: () => void } | { allowed: false; retryAfterS: number; busy?: boolean }
export type AnonymousThrottle = { enter: (address: string) => Promise<Admission> }

/** Addresses tracked in flight at most (a flood of addresses cannot grow memory: past it, refused for a second). */
const MAX_ADDRESSES = 50_000

/**
 * `shared` decides the budget; while it is unreachable (`unavailable`), `fallback` (this process's memory)
 * does, so an outage of Redis neither opens the API wide nor closes it. `total` caps what runs at once in this
 * process, whatever the addresses (ten addresses each within their own cap still stalled the cached pages).
 */
export function anonymousThrottle({
  concurrency,
  total = Infinity,
  shared,
  fallback,
}: {
  concurrency: number
  total?: number
  shared: WindowLimiter
  fallback?: WindowLimiter
}): AnonymousThrottle {
  const inFlight = new Map<string, number>()
  let all = 0
  return {
    async enter(address) {
      const running = inFlight.get(address) ?? 0
      if (running >= concurrency || (!running && inFlight.size >= MAX_ADDRESSES))
        return { allowed: false, retryAfterS: 1 }
      if (all >= total) return { allowed: false, retryAfterS: 1, busy: true }
      // Counted before the budget is asked (an await): two requests arriving together cannot both pass the caps.
      inFlight.set(address, running + 1)
      all += 1
      let released = false
      const release = () => {
        if (released) return
        released = true
        all -= 1
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
const BUSY = {
  fr: 'Trop de requêtes anonymes en cours. Réessayez dans quelques instants.',
  en: 'Too many anonymous requests at the moment. Try again in a moment.',
}

const OUT_OF_TIME = {
  fr: (s: number) =>
    `Les requêtes GraphQL anonymes ont utilisé leur part du temps du serveur. Réessayez dans ${s} s, ou connectez-vous.`,
  en: (s: number) =>
    `Anonymous GraphQL queries have used their share of the server's time. Try again in ${s} s, or sign in.`,
}

/**
 * The answer of a refused request, in the caller's language (Accept-Language; French by default): 429 for this
 * address's cap or budget, 503 when the process runs its total (`busy`) or anonymous GraphQL has used its share
 * of the process's time (`time`, time-share.ts).
 */
export function tooManyRequests(headers: Headers, retryAfterS: number, busy: boolean | 'time' = false): Response {
  const lang = headers.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr'
  const message = busy === 'time' ? OUT_OF_TIME[lang](retryAfterS) : (busy ? BUSY : TOO_MANY)[lang]
  return Response.json(
    { errors: [{ message }] },
    { status: busy ? 503 : 429, headers: { 'retry-after': String(retryAfterS), 'cache-control': 'no-store' } },
  )
}
