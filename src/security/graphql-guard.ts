import { parse } from 'graphql/index.js'
import { boundedBytes } from '@/security/read-body'
import { GRAPHQL_MAX_BODY_BYTES } from './graphql-rules'
import { documentSize, GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_SELECTIONS, type DocumentSize } from './graphql-selections'

type Handler = (request: Request) => Promise<Response>

const TOO_LARGE = {
  fr: `Requête GraphQL trop volumineuse (${GRAPHQL_MAX_BODY_BYTES / 1024} Ko au plus).`,
  en: `GraphQL request too large (${GRAPHQL_MAX_BODY_BYTES / 1024} KB at most).`,
}

/** What is wrong with the size of the body's query, in both languages, or null (its handler answers what it cannot parse). */
function sizeProblem(bytes: Buffer): { fr: string; en: string } | null {
  let size: DocumentSize
  try {
    const { query } = JSON.parse(bytes.toString('utf8')) as { query?: unknown }
    if (typeof query !== 'string') return null
    size = documentSize(parse(query, { noLocation: true }))
  } catch {
    return null
  }
  if (size.fields > GRAPHQL_MAX_SELECTIONS)
    return {
      fr: `Requête GraphQL trop grande une fois ses fragments dépliés (${size.fields} champs ; ${GRAPHQL_MAX_SELECTIONS} au plus).`,
      en: `GraphQL query too large once its fragments are expanded (${size.fields} fields; ${GRAPHQL_MAX_SELECTIONS} at most).`,
    }
  if (size.aliases > GRAPHQL_MAX_ALIASES)
    return {
      fr: `Cette requête compte ${size.aliases} alias ; ${GRAPHQL_MAX_ALIASES} au plus par requête.`,
      en: `This query has ${size.aliases} aliases; ${GRAPHQL_MAX_ALIASES} at most per request.`,
    }
  return null
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json'

/**
 * Wraps Payload's GraphQL POST: a body over GRAPHQL_MAX_BODY_BYTES (declared or counted) gets 413 in
 * the caller's language before GraphQL parses anything; a query of more than GRAPHQL_MAX_SELECTIONS
 * fields or GRAPHQL_MAX_ALIASES aliases, fragments expanded, gets 400 before Payload reads the request
 * (GraphQL's own validation of 150 aliases takes longer than the answer). The depth, complexity, row
 * and introspection limits are Payload's validation rules (payload.config.ts, decisions 0024, 0030).
 * A query GraphQL refuses before running it (unparsable, invalid, over a limit) answers 400: graphql-http
 * does so only for the GraphQL-over-HTTP media type, so it is asked for that one, and the answer keeps
 * the JSON type the caller asked for.
 */
export function guardGraphQL(handler: Handler): Handler {
  return async (request) => {
    const lang = request.headers.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr'
    const declared = Number(request.headers.get('content-length'))
    const bytes = declared > GRAPHQL_MAX_BODY_BYTES ? null : await boundedBytes(request.body, GRAPHQL_MAX_BODY_BYTES)
    if (!bytes) {
      await request.body?.cancel().catch(() => {})
      return Response.json(
        { errors: [{ message: TOO_LARGE[lang] }] },
        { status: 413, headers: { 'cache-control': 'no-store' } },
      )
    }
    const problem = sizeProblem(bytes)
    if (problem)
      return Response.json(
        { errors: [{ message: problem[lang] }] },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      )
    const headers = new Headers(request.headers)
    headers.delete('transfer-encoding')
    const wantsGraphQLType = headers.get('accept')?.includes(GRAPHQL_RESPONSE) ?? false
    headers.set('accept', GRAPHQL_RESPONSE)
    const response = await handler(
      new Request(request.url, { method: request.method, headers, body: new Uint8Array(bytes) }),
    )
    if (wantsGraphQLType || !response.headers.get('content-type')?.startsWith(GRAPHQL_RESPONSE)) return response
    const answer = new Headers(response.headers)
    answer.set('content-type', 'application/json; charset=utf-8')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: answer })
  }
}
