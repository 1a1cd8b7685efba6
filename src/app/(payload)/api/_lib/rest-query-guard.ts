import config from '@payload-config'
import type { SanitizedConfig } from 'payload'
import { getPayload } from 'payload'
import { restQueryProblem, type QueryProblem } from '@/domain/rest-query'
import { fieldKindOf } from '@/security/rest-fields'

type Handler<C> = (request: Request, context: C) => Promise<Response>
type Ctx = { params: Promise<{ slug: string[] }> }

/** Second path segments of Payload's own GET routes (an upload collection's, an auth collection's): anything else there is a document id. */
const GET_ROUTES = new Set(['count', 'versions'])
const UPLOAD_ROUTES = new Set(['file'])
const AUTH_ROUTES = new Set(['init', 'me'])
const ID = /^\d{1,10}$/
const isId = (s: string) => ID.test(s) && Number(s) < 2 ** 31

const language = (headers: Headers) =>
  headers.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr'
const NOT_FOUND = { fr: 'Introuvable.', en: 'Not found.' }

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const notFound = (request: Request) => json({ errors: [{ message: NOT_FOUND[language(request.headers)] }] }, 404)
function badQuery(request: Request, problem: QueryProblem) {
  const lang = language(request.headers)
  const message =
    lang === 'fr'
      ? `Paramètre invalide : ${problem.parameter} ${problem.message.fr}.`
      : `Invalid parameter: ${problem.parameter} ${problem.message.en}.`
  return json({ errors: [{ message, parameter: problem.parameter }] }, 400)
}

/**
 * What Payload would answer with a 500 but is the client's doing, answered first: a query with a bad
 * filter or page (400 naming the parameter, in the caller's language), a document id that is no id
 * (404), an e-mail verification the collection does not have (404). Every collection.
 */
function refusal(request: Request, slug: string[], cfg: SanitizedConfig): Response | null {
  const [collection, second, third] = slug
  const known = cfg.collections.find((c) => c.slug === collection)
  if (!known) return null
  const method = request.method.toUpperCase()
  if (method === 'POST' && second === 'verify') return known.auth?.verify ? null : notFound(request)
  if (method === 'GET' || method === 'PATCH' || method === 'DELETE') {
    // A collection with its own `/:key` routes (Payload's preferences) names documents otherwise.
    const keyed = (known.endpoints || []).some((e) => e.path.startsWith('/:') && !e.path.startsWith('/:id'))
    // A collection's own fixed route (the leads' /export.csv) is no document id either.
    const own = (known.endpoints || []).some((e) => e.path === `/${second}` && e.method.toUpperCase() === method)
    const route =
      own ||
      (method === 'GET' &&
        (GET_ROUTES.has(second) ||
          (known.upload && UPLOAD_ROUTES.has(second)) ||
          (known.auth && AUTH_ROUTES.has(second))))
    if (second !== undefined && !keyed && !route && !isId(second)) return notFound(request)
    if (second === 'versions' && third !== undefined && !isId(third)) return notFound(request)
  }
  // Payload reads the query of every request, a POST's too (`where=%ff` on a create answered 500).
  const problem = restQueryProblem(new URL(request.url).searchParams, (path) =>
    fieldKindOf(cfg, collection, path, second === 'versions'),
  )
  if (problem) return badQuery(request, problem)
  return null
}

/** An upload collection's file that no document names: 404 (Payload answers 500 when it is not on the disk). */
async function missingFile(slug: string[], cfg: SanitizedConfig): Promise<boolean> {
  const [collection, second, filename] = slug
  const known = cfg.collections.find((c) => c.slug === collection)
  if (second !== 'file' || !filename || !known?.upload) return false
  const payload = await getPayload({ config })
  const sizes = (typeof known.upload === 'object' ? (known.upload.imageSizes ?? []) : []).map((s) => ({
    [`sizes.${s.name}.filename`]: { equals: filename },
  }))
  const found = await payload.find({
    collection: collection as never,
    where: { or: [{ filename: { equals: filename } }, ...sizes] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs.length === 0
}

/** Wraps one of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts) with the refusals above. */
export function guardRestQuery<C extends Ctx>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const { slug = [] } = await context.params
    const cfg = await config
    const refused = refusal(request, slug, cfg)
    if (refused) return refused
    const res = await handler(request, { ...context, params: Promise.resolve({ slug }) })
    if (res.status === 500 && (request.method === 'GET' || request.method === 'HEAD') && (await missingFile(slug, cfg)))
      return notFound(request)
    return res
  }
}
