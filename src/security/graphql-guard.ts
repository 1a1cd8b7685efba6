import { boundedBytes } from '@/security/read-body'
import { GRAPHQL_MAX_BODY_BYTES } from './graphql-rules'

type Handler = (request: Request) => Promise<Response>

const TOO_LARGE = {
  fr: `Requête GraphQL trop volumineuse (${GRAPHQL_MAX_BODY_BYTES / 1024} Ko au plus).`,
  en: `GraphQL request too large (${GRAPHQL_MAX_BODY_BYTES / 1024} KB at most).`,
}

/**
 * Wraps Payload's GraphQL POST: a body over GRAPHQL_MAX_BODY_BYTES (declared or counted) gets 413 in
 * the caller's language before GraphQL parses anything; the depth, complexity and introspection
 * limits are Payload's validation rules (payload.config.ts, docs/decisions/0024).
 */
export function guardGraphQL(handler: Handler): Handler {
  return async (request) => {
    const lang = request.headers.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr'
    const declared = Number(request.headers.get('content-length'))
    const bytes = declared > GRAPHQL_MAX_BODY_BYTES ? null : await boundedBytes(request.body, GRAPHQL_MAX_BODY_BYTES)
    if (!bytes) {
      await request.body?.cancel().catch(() => {})
      return Response.json({ errors: [{ message: TOO_LARGE[lang] }] }, { status: 413, headers: { 'cache-control': 'no-store' } })
    }
    const headers = new Headers(request.headers)
    headers.delete('transfer-encoding')
    return handler(new Request(request.url, { method: request.method, headers, body: new Uint8Array(bytes) }))
  }
}
