/**
 * Issue 27's 5xx classes on Payload's REST API (every collection) and GraphQL, for the fuzz bench
 * (bench/fuzz-endpoints.ts): bad ids, filters Payload failed on (near, dates, id lists, keys given
 * twice), multipart it could not read, file names with NUL, a `file` sent as text (upload by URL),
 * bodies over 10 MB, the auth routes of the editors.
 */
import fc from 'fast-check'
import type { Case, Endpoint } from './endpoints'
import { nasty, value } from './values'
import { restCollections } from '../../src/collections/rest-collections'

const FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'title',
  'slug',
  'path',
  'name',
  'email',
  'tenant',
  'office',
  'alt',
  'filename',
  'visibility',
  '_status',
  'domains.domain',
  'sizes.card.filename',
  'tenant.name',
  'office.id',
  'version.title',
  'parent',
  'position',
  'latitude',
  'published_at',
]
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]

const field = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELDS), weight: 6 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
)
const operator = fc.oneof(
  { arbitrary: fc.constantFrom(...OPERATORS), weight: 8 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
)
const dates = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2024-13-45', 'pas-une-date', '0', '-1', '275760-09-13', '2026-02-30T25:61:00Z', '1e20', ''),
)
const ids = fc.oneof(
  fc.nat({ max: 200 }).map(String),
  fc.constantFrom('a', 'a,b', '1,b', '1,2', '99999999999', '1.5', '-1', '', ',', '0x10', '1e3'),
)
const whereValue = fc.oneof(
  { arbitrary: value, weight: 3 },
  { arbitrary: dates, weight: 2 },
  { arbitrary: ids, weight: 2 },
  { arbitrary: fc.constantFrom('true', 'false', '1,2', '-73.5,45.5', '-73.5,45.5,1000'), weight: 1 },
)
const prefix = fc.oneof(
  { arbitrary: fc.constant(''), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('and', 'or'), fc.constantFrom('0', '1', '12', 'x', ''))
      .map(([k, i]) => `[${k}][${i}]`),
    weight: 1,
  },
)
const tail = fc.constantFrom('', '', '', '[]', '[0]', '[x]', '[a][b]')
const whereKey = fc.tuple(prefix, field, operator, tail).map(([p, f, o, t]) => `where${p}[${f}][${o}]${t}`)
const pair = fc.oneof(
  { arbitrary: fc.tuple(whereKey, whereValue), weight: 6 },
  {
    arbitrary: fc.tuple(
      fc.constantFrom(
        'page',
        'limit',
        'depth',
        'sort',
        'locale',
        'fallback-locale',
        'draft',
        'select[title]',
        'populate[tenant][name]',
        'joins',
        'pagination',
        'trash',
        'where',
      ),
      fc.oneof(value, ids),
    ),
    weight: 2,
  },
  { arbitrary: fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), nasty), value), weight: 1 },
)
/** A query string; sometimes a key given twice (the same where key, or a copy of the first pair). */
const restQuery = fc
  .tuple(
    fc.array(pair, { maxLength: 5 }),
    fc.boolean(),
    fc.constantFrom('', '', '', '&%zz', '&where[id][equals]=1&where[id][equals]=2', '&where=%ff'),
  )
  .map(([pairs, twice, raw]) => {
    const all = twice && pairs.length ? [...pairs, pairs[0]] : pairs
    const q = new URLSearchParams(all).toString() + raw
    return q ? `?${q}` : ''
  })

const idSegment = fc.oneof(
  ids.filter((s) => s !== '' && !s.includes('/')),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => s !== '.' && s !== '..')
    .map(encodeURIComponent),
  fc.constantFrom('%C0%AF', '%00', 'versions', 'count', 'me', 'init', 'access'),
)

const CRLF = (s: string) => s.replaceAll('\n', '\r\n')
const part = (name: string, body: string, filename?: string | null) =>
  `--x\nContent-Disposition: form-data; name="${name}"${filename != null ? (filename.startsWith('*=') ? `; filename${filename}` : `; filename="${filename}"`) : ''}\n${filename != null ? 'Content-Type: image/png\n' : ''}\n${body}\n`
const fileName = fc.oneof(
  fc.constantFrom(
    'a.png',
    'a\u0000b.png',
    "*=utf-8''a%00b.png",
    "*=utf-8''%0D%0A.png",
    'a\r.png',
    '../x.png',
    'é.png',
    '',
    'x'.repeat(300),
  ),
  fc.string({ maxLength: 20 }),
)
const payloadJson = fc.oneof(
  fc.constantFrom(
    '{"alt":"x"}',
    '{bad',
    '[]',
    'null',
    '"x"',
    '{"alt":"x","url":"http://127.0.0.1:1/x.png","filename":"x.png"}',
  ),
  fc.json(),
)
/** Multipart bodies: well formed or broken (no end, no boundary), a file or a `file` field of text, `_payload` JSON or not. */
const multipartBody = fc.oneof(
  fc
    .tuple(fileName, payloadJson, fc.boolean())
    .map(([name, json, end]) => CRLF(part('file', 'PNG', name) + part('_payload', json) + (end ? '--x--\n' : ''))),
  fc
    .tuple(payloadJson, fc.boolean())
    .map(([json, end]) =>
      CRLF(
        part('file', JSON.stringify({ url: 'http://127.0.0.1:1/x.png', filename: 'x.png' })) +
          part('_payload', json) +
          (end ? '--x--\n' : ''),
      ),
    ),
  fc.oneof(
    fc.string({ maxLength: 200 }),
    nasty,
    fc.constant(CRLF('--x\nContent-Disposition: form-data; name="a"\n\nb')),
  ),
)
const multipartType = fc.constantFrom(
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
  'multipart/form-data; boundary=',
)

type Body = { body: Case['body']; type: string }
const bodies: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.tuple(multipartBody, multipartType).map(([body, type]) => ({ body, type })), weight: 6 },
  {
    arbitrary: fc
      .oneof(fc.json(), fc.constantFrom('{', '{"alt":"x"}', '[]'))
      .map((body) => ({ body, type: 'application/json' })),
    weight: 2,
  },
  {
    arbitrary: fc
      .constant(0)
      .map((): Body => ({ body: Buffer.alloc(10 * 1024 * 1024 + 1), type: 'multipart/form-data; boundary=x' })),
    weight: 1,
  },
)

/** One collection: queries, ids, versions, bodies posted, patched and deleted, and (editors) the auth routes. */
function restCases(slug: string): fc.Arbitrary<Case> {
  const auth =
    slug === 'editors'
      ? [
          {
            arbitrary: fc
              .tuple(
                fc.constantFrom(
                  'verify/x',
                  'verify/' + 'a'.repeat(64),
                  'unlock',
                  'refresh-token',
                  'logout',
                  'me',
                  'init',
                  'access',
                ),
                bodies,
              )
              .map(([p, b]): Case => ({
                method: 'POST',
                path: `/api/editors/${p}`,
                headers: { 'content-type': b.type },
                body: b.body,
              })),
            weight: 2,
          },
        ]
      : []
  return fc.oneof(
    { arbitrary: restQuery.map((q): Case => ({ method: 'GET', path: `/api/${slug}${q}`, headers: {} })), weight: 6 },
    {
      arbitrary: fc
        .tuple(idSegment, restQuery)
        .map(([id, q]): Case => ({ method: 'GET', path: `/api/${slug}/${id}${q}`, headers: {} })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(idSegment, restQuery)
        .map(([id, q]): Case => ({ method: 'GET', path: `/api/${slug}/versions/${id}${q}`, headers: {} })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('POST', 'PATCH', 'DELETE'), fc.option(idSegment, { nil: null }), restQuery, bodies)
        .map(([method, id, q, b]): Case => ({
          method,
          path: `/api/${slug}${id ? `/${id}` : ''}${q}`,
          headers: { 'content-type': b.type },
          body: method === 'DELETE' ? undefined : b.body,
        })),
      weight: 4,
    },
    {
      arbitrary: fileName.map((n): Case => ({
        method: 'GET',
        path: `/api/${slug}/file/${encodeURIComponent(n || 'x.png')}`,
        headers: {},
      })),
      weight: 1,
    },
    ...auth,
  )
}

/** REST answers: JSON; a 400 that names a parameter names one of the query's keys. */
function restCheck(status: number, text: string, c: Case): string | null {
  if (status < 400 || status === 405 || (status === 413 && !text)) return null
  type Answer = { errors?: { parameter?: string }[] } | null
  let body: Answer = null
  try {
    body = JSON.parse(text) as Answer
  } catch {
    return `answered ${status} without JSON: ${text.slice(0, 120)}`
  }
  const parameter = body?.errors?.[0]?.parameter
  if (parameter && !new URLSearchParams(c.path.split('?')[1] ?? '').has(parameter))
    return `400 naming "${parameter}", not in the query`
  return null
}

/** One endpoint per collection of the Payload config (src/collections/rest-collections.ts). */
export async function restEndpoints(): Promise<Endpoint[]> {
  await import('@payloadcms/richtext-lexical') // before the config: Node 20's top-level-await race (scripts/boot-payload.ts)
  const { default: config } = await import('@payload-config')
  return restCollections(await config).map((slug) => ({
    name: `rest-${slug}`,
    arbitrary: restCases(slug),
    check: restCheck,
  }))
}

export const graphql: Endpoint = {
  name: 'graphql',
  arbitrary: fc
    .oneof(
      bodies,
      fc
        .oneof(
          fc.string({ maxLength: 80 }),
          fc.constantFrom(
            '{ Pages(limit: 1) { docs { id } } }',
            '{ Pages(where: { id: { in: ["a"] } }) { docs { id } } }',
            '{ Pages(where: { createdAt: { equals: "x" } }) { docs { id } } }',
          ),
        )
        .map((query): Body => ({ body: JSON.stringify({ query }), type: 'application/json' })),
    )
    .map((b): Case => ({ method: 'POST', path: '/api/graphql', headers: { 'content-type': b.type }, body: b.body })),
  check: () => null,
}
