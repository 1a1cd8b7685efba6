/**
 * The REST API's query string for a collection (Payload's `page`, `limit`, `depth` and `where`)
 * checked before Payload reads it: Payload ignores some bad values and fails with 500 on others
 * (a text compared with a number column, a page past the integers). Pure: the caller gives the
 * names of the collection's numeric and relationship fields.
 */
export type QueryProblem = { parameter: string; message: { fr: string; en: string } }

const NUMERIC_OPS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LIST_OPS = new Set(['in', 'not_in', 'all'])
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/

const PAGING: Record<string, [RegExp, QueryProblem['message']]> = {
  page: [/^[1-9]\d{0,5}$/, { fr: 'doit être un nombre entier de 1 à 999999', en: 'must be a whole number from 1 to 999999' }],
  limit: [/^\d{1,4}$/, { fr: 'doit être un nombre entier de 0 à 9999', en: 'must be a whole number from 0 to 9999' }],
  depth: [/^\d$/, { fr: 'doit être un nombre entier de 0 à 9', en: 'must be a whole number from 0 to 9' }],
}

/** The path of a `where[…]` key: `where[and][0][office][in][]` → ['and', '0', 'office', 'in']. */
const wherePath = (key: string) => {
  const parts = (key.slice('where'.length).match(/\[([^\]]*)\]/g) ?? []).map((p) => p.slice(1, -1))
  while (parts.length && (parts.at(-1) === '' || /^\d+$/.test(parts.at(-1)!))) parts.pop()
  return parts
}

/** The first bad parameter of the query, or null. */
export function restQueryProblem(params: URLSearchParams, numericFields: ReadonlySet<string>): QueryProblem | null {
  for (const [key, value] of params) {
    const paging = PAGING[key]
    if (paging && !paging[0].test(value)) return { parameter: key, message: paging[1] }
    if (!key.startsWith('where[')) continue
    const path = wherePath(key)
    const op = path.at(-1)
    const field = path.at(-2)
    if (!op || !field || !numericFields.has(field) || !NUMERIC_OPS.has(op)) continue
    const values = LIST_OPS.has(op) ? value.split(',') : [value]
    if (!values.every((v) => NUMBER.test(v.trim()))) {
      return { parameter: key, message: { fr: `doit être un nombre (${field})`, en: `must be a number (${field})` } }
    }
  }
  return null
}
