import config from '@payload-config'
import { getPayload } from 'payload'
import { memoryRateLimiter } from '@/leads/rate-limit'
import { redisRateLimiter } from '@/leads/redis-rate-limit'
import { anonymousThrottle, tooManyRequests, type AnonymousThrottle } from '@/security/anonymous-throttle'
import { clientIp } from '@/security/client-ip'
import { timeShare, type TimeShare } from '@/security/time-share'

/**
 * Anonymous GraphQL and REST list reads, per client address (issue 27, item 3; decision 0029): at most
 * ANONYMOUS_API_CONCURRENCY (2) at once in this process, ANONYMOUS_GRAPHQL_PER_MINUTE (30) queries and
 * ANONYMOUS_REST_PER_MINUTE (120) list reads a minute, counted in Redis when REDIS_URL is set (this
 * process's memory otherwise, and while Redis is unreachable). Whatever the addresses, at most
 * ANONYMOUS_GRAPHQL_AT_ONCE (2) queries and ANONYMOUS_REST_AT_ONCE (8) list reads run at once in this process.
 * Anonymous GraphQL also gets ANONYMOUS_GRAPHQL_SHARE (a quarter) of this process's time, bursts of
 * ANONYMOUS_GRAPHQL_BURST_MS (2 s) allowed: past it, 503 until its share refills (decision 0047).
 * A signed-in editor is not limited.
 */
const limits = () => ({
  graphqlShare: Number(process.env.ANONYMOUS_GRAPHQL_SHARE) || 0.25,
  graphqlBurstMs: Number(process.env.ANONYMOUS_GRAPHQL_BURST_MS) || 2000,
  concurrency: Number(process.env.ANONYMOUS_API_CONCURRENCY) || 2,
  graphqlAtOnce: Number(process.env.ANONYMOUS_GRAPHQL_AT_ONCE) || 2,
  restAtOnce: Number(process.env.ANONYMOUS_REST_AT_ONCE) || 8,
  graphql: Number(process.env.ANONYMOUS_GRAPHQL_PER_MINUTE) || 30,
  rest: Number(process.env.ANONYMOUS_REST_PER_MINUTE) || 120,
})

function throttle(kind: 'graphql' | 'rest', max: number, concurrency: number, total: number): AnonymousThrottle {
  const windowMs = 60_000
  const fallback = memoryRateLimiter({ max, windowMs })
  const url = process.env.REDIS_URL
  const shared = url
    ? redisRateLimiter({
        url,
        prefix: `${process.env.REDIS_KEY_PREFIX || 'courtier:'}api:${kind}:`,
        max,
        windowMs,
        outage: { tag: 'api', down: 'anonymous API reads are counted per process', up: 'counted for every instance' },
      })
    : fallback
  return anonymousThrottle({ concurrency, total, shared, fallback })
}

const build = (l: ReturnType<typeof limits>) => ({
  graphql: throttle('graphql', l.graphql, l.concurrency, l.graphqlAtOnce),
  rest: throttle('rest', l.rest, l.concurrency, l.restAtOnce),
  graphqlTime: timeShare({ share: l.graphqlShare, burstMs: l.graphqlBurstMs }) as TimeShare | null,
})

let throttles: ReturnType<typeof build> | null = null
const current = () => {
  throttles ??= build(limits())
  return throttles
}

/** Start again with these limits (tests; the environment's for the ones not given); returns a function restoring the previous. */
export function configureAnonymousApi(patch: Partial<ReturnType<typeof limits>>): () => void {
  const previous = throttles
  throttles = build({ ...limits(), ...patch })
  return () => void (throttles = previous)
}

/** Whether the request names a signed-in editor (a session cookie or Authorization header Payload accepts). */
async function signedIn(headers: Headers): Promise<boolean> {
  if (!headers.has('authorization') && !/(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')) return false
  const payload = await getPayload({ config })
  return Boolean((await payload.auth({ headers }).catch(() => null))?.user)
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/** Wraps a handler: an anonymous request it `applies` to waits its turn per address, or gets 429 with Retry-After. */
export function throttleAnonymous<A extends unknown[]>(
  kind: 'graphql' | 'rest',
  applies: (request: Request, ...rest: A) => boolean | Promise<boolean>,
  handler: Handler<A>,
): Handler<A> {
  return async (request, ...rest) => {
    if (!(await applies(request, ...rest)) || (await signedIn(request.headers))) return handler(request, ...rest)
    const time = kind === 'graphql' ? current().graphqlTime : null
    const turn = time?.admit() ?? { allowed: true }
    const admission = turn.allowed
      ? await current()[kind].enter(clientIp(request.headers) ?? 'unknown')
      : { allowed: false as const, retryAfterS: turn.retryAfterS, busy: 'time' as const }
    if (!admission.allowed) {
      await request.body?.cancel().catch(() => {})
      return tooManyRequests(request.headers, admission.retryAfterS, admission.busy)
    }
    const started = performance.now()
    try {
      return await handler(request, ...rest)
    } finally {
      time?.charge(performance.now() - started)
      admission.release()
    }
  }
}

type Ctx = { params: Promise<{ slug?: string[] }> }

/** A REST read of a collection's documents or versions as a list (`/api/{collection}`, `/api/{collection}/versions`). */
export async function isListRead(request: Request, context: Ctx): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { slug = [] } = await context.params
  const [collection, second] = slug
  if (slug.length > 2 || (slug.length === 2 && second !== 'versions')) return false
  return (await config).collections.some((c) => c.slug === collection)
}
