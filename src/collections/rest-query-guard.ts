import type { CollectionConfig, Field } from 'payload'
import { Members } from '@/collections/Members'
import { Offices } from '@/collections/Offices'
import { restQueryProblem } from '@/domain/rest-query'

type Handler<C> = (request: Request, context: C) => Promise<Response>
type Ctx = { params: Promise<{ slug: string[] }> }

/** Names of a collection's number, relationship and upload fields (rows and unnamed layouts flattened), plus id. */
function numericFields(fields: Field[], out = new Set<string>(['id'])): Set<string> {
  for (const f of fields) {
    if ('name' in f && (f.type === 'number' || f.type === 'relationship' || f.type === 'upload')) out.add(f.name)
    if ((f.type === 'row' || f.type === 'collapsible') && 'fields' in f) numericFields(f.fields, out)
  }
  return out
}

const guarded = new Map<string, Set<string>>(([Members, Offices] as CollectionConfig[]).map((c) => [c.slug, numericFields(c.fields)]))

const language = (headers: Headers) => (headers.get('accept-language')?.slice(0, 2) === 'en' ? 'en' : 'fr')

/**
 * Member and office queries on the REST API (`/api/members`, `/api/offices`) with a bad filter or
 * page answer 400 naming the parameter, in the caller's language, instead of Payload's 500.
 */
export function guardRestQuery<C extends Ctx>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const { slug } = await context.params
    const numeric = guarded.get(slug?.[0] ?? '')
    if (numeric) {
      const problem = restQueryProblem(new URL(request.url).searchParams, numeric)
      if (problem) {
        const lang = language(request.headers)
        const message = lang === 'fr' ? `Paramètre invalide : ${problem.parameter} ${problem.message.fr}.` : `Invalid parameter: ${problem.parameter} ${problem.message.en}.`
        return Response.json({ errors: [{ message, parameter: problem.parameter }] }, { status: 400, headers: { 'cache-control': 'no-store' } })
      }
    }
    return handler(request, { ...context, params: Promise.resolve({ slug }) })
  }
}
