/**
 * The REST API's query string for a collection (Payload's `page`, `limit`, `depth` and `where`)
 * checked before Payload reads it: Payload ignores some bad values and fails with 500 on others
 * (a text compared with a number or date column, an id list of words, a key given twice, `near` on
 * a field that is no point, a page past the integers). Pure: the caller says what kind of field a
 * path names (`kindOf`), or gives the names of the numeric fields.
 */
export type QueryProblem = { parameter: string; message: { fr: string; en: string } }

/** What a `where` path names: a document id (an integer), a number, a date, a geographic point, anything else; null: unknown. */
export type FieldKind = 'id' | 'number' | 'date' | 'point' | 'other'
export type KindOf = (path: string) => FieldKind | null

const OPERATORS = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
])
const COMPARED = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const LIST_OPS = new Set(['in', 'not_in', 'all'])
const GEO_OPS = new Set(['near', 'within', 'intersects'])
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/
const INTEGER = /^-?\d{1,10}$/
const INT32 = 2 ** 31
/** An ISO 8601 date, with or without its time (the forms Payload's date fields are compared with). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/
/** Text operators: Payload fails with 500 on them against an id, a number or a date. */
const TEXT_OPS = new Set(['like', 'not_like', 'contains'])
/** Names a qs-parsed object already has (`valueOf`, `__proto__`…): Payload fails with 500 on them. */
const isInherited = (name: string) => name in Object.prototype

const PAGING: Record<string, [RegExp, QueryProblem['message']]> = {
  page: [
    /^[1-9]\d{0,5}$/,
    { fr: 'doit être un nombre entier de 1 à 999999', en: 'must be a whole number from 1 to 999999' },
  ],
  limit: [/^\d{1,4}$/, { fr: 'doit être un nombre entier de 0 à 9999', en: 'must be a whole number from 0 to 9999' }],
  depth: [/^\d$/, { fr: 'doit être un nombre entier de 0 à 9', en: 'must be a whole number from 0 to 9' }],
}

const VALUE_OK: Record<Exclude<FieldKind, 'other' | 'point'>, [(v: string) => boolean, QueryProblem['message']]> = {
  id: [
    (v) => INTEGER.test(v) && Math.abs(Number(v)) < INT32,
    { fr: 'doit être un identifiant (nombre entier)', en: 'must be an id (a whole number)' },
  ],
  number: [(v) => NUMBER.test(v), { fr: 'doit être un nombre', en: 'must be a number' }],
  date: [
    (v) => ISO_DATE.test(v) && Number.isFinite(Date.parse(v)),
    { fr: 'doit être une date (AAAA-MM-JJ)', en: 'must be a date (YYYY-MM-DD)' },
  ],
}

const problem = (parameter: string, fr: string, en: string): QueryProblem => ({ parameter, message: { fr, en } })

/** The bracketed parts of a `where[…]` key: `where[and][0][office][in][]` → ['and', '0', 'office', 'in', '']. */
const bracketParts = (key: string) =>
  (key.slice('where'.length).match(/\[([^\]]*)\]/g) ?? []).map((p) => p.slice(1, -1))

/** A `where` key read as [field path, operator, what follows the operator], or a problem. */
function whereLeaf(key: string): { field: string; op: string; rest: string[] } | QueryProblem {
  const parts = bracketParts(key)
  if (key.slice('where'.length) !== parts.map((p) => `[${p}]`).join('') || !parts.length)
    return problem(key, 'est mal formé', 'is malformed')
  let i = 0
  while (parts[i] === 'and' || parts[i] === 'or') {
    if (!/^\d{1,3}$/.test(parts[i + 1] ?? ''))
      return problem(key, 'doit numéroter ses conditions ([and][0]…)', 'must number its conditions ([and][0]…)')
    i += 2
  }
  const [field, op, ...rest] = parts.slice(i)
  if (!field || !op) return problem(key, 'doit nommer un champ et un opérateur', 'must name a field and an operator')
  if (!OPERATORS.has(op)) return problem(key, `n’a pas d’opérateur « ${op} »`, `has no operator "${op}"`)
  // `all` answered 500 on every field of this schema (it has no hasMany field a visitor filters on).
  if (op === 'all') return problem(key, 'n’est pas pris en charge (all)', 'is not supported (all)')
  return { field, op, rest }
}

/** The first bad parameter of the query, or null. */
export function restQueryProblem(params: URLSearchParams, fields: ReadonlySet<string> | KindOf): QueryProblem | null {
  const kindOf: KindOf = typeof fields === 'function' ? fields : (path) => (fields.has(path) ? 'number' : null)
  const seen = new Set<string>()
  for (const [key, value] of params) {
    // `limit` twice or as a list (`limit[]`, `limit[a]`) reached Payload as an array or object: 500 (fuzz bench).
    const pagingName = key.split('[')[0]
    if (Object.hasOwn(PAGING, pagingName)) {
      if (key !== pagingName) return { parameter: key, message: PAGING[pagingName][1] }
      if (seen.has(key)) return problem(key, 'est donné deux fois', 'is given twice')
      seen.add(key)
    }
    const paging = Object.hasOwn(PAGING, key) ? PAGING[key] : undefined
    if (paging && !paging[0].test(value)) return { parameter: key, message: paging[1] }
    if ([key.split('[')[0], ...bracketParts(key)].some(isInherited))
      return problem(key, 'est un nom réservé', 'is a reserved name')
    const join = /^joins(\[[^\]]*\]\[(limit|page)\])?$/.exec(key)
    if (join && !(join[2] ? PAGING[join[2]][0].test(value) : value === 'false' || value === 'true'))
      return problem(key, 'est invalide', 'is invalid')
    if (key === 'where')
      return problem(key, 'doit nommer un champ et un opérateur', 'must name a field and an operator')
    if (!key.startsWith('where[')) continue
    const leaf = whereLeaf(key)
    if ('parameter' in leaf) return leaf
    const { field, op, rest } = leaf
    const listed = LIST_OPS.has(op) && rest.every((p) => p === '' || /^\d{1,4}$/.test(p)) && rest.length <= 1
    if (rest.length && !listed && !GEO_OPS.has(op)) return problem(key, 'est mal formé', 'is malformed')
    // Twice the same key, an indexed one too (only a list's `[]` repeats): Payload would get an array where it wants one value.
    if (rest.at(-1) !== '' && seen.has(key)) return problem(key, 'est donné deux fois', 'is given twice')
    seen.add(key)
    const kind = kindOf(field)
    if (GEO_OPS.has(op)) {
      if (kind !== 'point')
        return problem(
          key,
          `ne s’applique qu’à un point géographique (${field})`,
          `applies only to a geographic point (${field})`,
        )
      if (op === 'near' && !/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?(,\d{1,9}(\.\d+)?){0,2}$/.test(value))
        return problem(
          key,
          'doit être « longitude,latitude[,distance max[,distance min]] »',
          'must be "longitude,latitude[,max distance[,min distance]]"',
        )
      continue
    }
    if (kind && kind !== 'other' && TEXT_OPS.has(op))
      return problem(key, `ne s’applique qu’à un texte (${field})`, `applies only to text (${field})`)
    if (!kind || kind === 'other' || kind === 'point' || !COMPARED.has(op)) continue
    const [ok, message] = VALUE_OK[kind]
    // A list is split at commas only when given whole (`[in]=1,2`); one indexed item (`[in][0]=1,2`) is one value:
    // Payload does not split it, and cast '1,2' to an id with a 500 (fuzz bench).
    const values = LIST_OPS.has(op) && !rest.length ? value.split(',') : [value]
    if (!values.every((v) => ok(v.trim())))
      return { parameter: key, message: { fr: `${message.fr} (${field})`, en: `${message.en} (${field})` } }
  }
  return null
}
