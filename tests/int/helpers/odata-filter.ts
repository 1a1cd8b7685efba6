/**
 * The part of OData v4 `$filter` (OData ABNF, part 2 §5.1.1) a RESO server must answer for
 * replication: comparisons (eq ne gt ge lt le) of a property with a literal (string, number,
 * DateTimeOffset, null, true/false), `and`, `or`, `not` and parentheses. Used by the fake RESO server.
 */
type Rec = Record<string, unknown>
type Literal = string | number | boolean | null | { at: number }
export type Predicate = (r: Rec) => boolean

const DATE = /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/

function tokens(text: string): string[] {
  const token = /\s*(\(|\)|'(?:[^']|'')*'|[A-Za-z_][\w.]*|[\d:.TZ+-]+)/y
  const source = text.trimEnd()
  const out: string[] = []
  while (token.lastIndex < source.length) {
    const m = token.exec(source)
    if (!m) throw new Error(`$filter: cannot read "${source.slice(token.lastIndex)}"`)
    out.push(m[1])
  }
  return out
}

function literal(token: string): Literal {
  if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'")
  if (token === 'null') return null
  if (token === 'true' || token === 'false') return token === 'true'
  if (DATE.test(token)) return { at: Date.parse(token) }
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token)
  throw new Error(`$filter: not a literal: ${token}`)
}

const parsed = new Map<string, number>()
/** Date.parse, remembered: a server filters the same timestamps query after query. */
function timeOf(value: unknown): number {
  const s = String(value)
  let t = parsed.get(s)
  if (t === undefined) {
    if (parsed.size > 1_000_000) parsed.clear()
    parsed.set(s, (t = Date.parse(s)))
  }
  return t
}

/** -1, 0, 1, or null when the two cannot be compared (OData: a comparison with null is false but for eq/ne). */
function compare(value: unknown, lit: Literal): number | null {
  if (lit === null || value == null) return value == null && lit === null ? 0 : null
  if (typeof lit === 'object') {
    const t = timeOf(value)
    return Number.isFinite(t) ? Math.sign(t - lit.at) : null
  }
  if (typeof lit === 'number') return Number.isFinite(Number(value)) ? Math.sign(Number(value) - lit) : null
  if (typeof lit === 'boolean') return value === lit ? 0 : 1
  const s = typeof value === 'string' ? value : JSON.stringify(value)
  return s < lit ? -1 : s > lit ? 1 : 0
}

const ops: Record<string, (c: number | null) => boolean> = {
  eq: (c) => c === 0,
  ne: (c) => c !== 0,
  gt: (c) => c != null && c > 0,
  ge: (c) => c != null && c >= 0,
  lt: (c) => c != null && c < 0,
  le: (c) => c != null && c <= 0,
}

/** A predicate over records for a `$filter` expression; throws on anything outside the subset above. */
export function parseFilter(text: string): Predicate {
  const t = tokens(text)
  let i = 0
  const peek = () => t[i]
  const take = (expected?: string) => {
    const token = t[i++]
    if (token === undefined || (expected && token !== expected))
      throw new Error(`$filter: expected ${expected ?? 'more'} at "${token ?? 'end'}"`)
    return token
  }
  const or = (): Predicate => {
    let left = and()
    while (peek() === 'or') {
      take()
      const a = left,
        b = and()
      left = (r) => a(r) || b(r)
    }
    return left
  }
  const and = (): Predicate => {
    let left = unary()
    while (peek() === 'and') {
      take()
      const a = left,
        b = unary()
      left = (r) => a(r) && b(r)
    }
    return left
  }
  const unary = (): Predicate => {
    if (peek() === 'not') {
      take()
      const inner = unary()
      return (r) => !inner(r)
    }
    if (peek() === '(') {
      take()
      const inner = or()
      take(')')
      return inner
    }
    const field = take()
    const op = take()
    if (!ops[op]) throw new Error(`$filter: unknown operator ${op}`)
    const lit = literal(take())
    return (r) => ops[op](compare(r[field], lit))
  }
  const predicate = or()
  if (i !== t.length) throw new Error(`$filter: unexpected "${t[i]}"`)
  return predicate
}

/** Rows sorted by `$orderby` (`Field [asc|desc], …`): timestamps in time order, numbers by value, strings by code unit. */
export function orderBy<T extends Rec>(rows: T[], text: string): T[] {
  const keys = text.split(',').map((part) => {
    const [field, dir = 'asc'] = part.trim().split(/\s+/)
    return { field, sign: dir.toLowerCase() === 'desc' ? -1 : 1 }
  })
  const value = (v: unknown) =>
    (typeof v === 'string' && DATE.test(v) ? timeOf(v) : v) as string | number | null | undefined
  // Each row's sort values are read once, not at every comparison.
  const decorated = rows.map((row) => ({ row, values: keys.map(({ field }) => value(row[field])) }))
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const x = a.values[i],
        y = b.values[i]
      if (x !== y) return (x == null ? -1 : y == null ? 1 : x < y ? -1 : 1) * keys[i].sign
    }
    return 0
  })
  return decorated.map((d) => d.row)
}
