import { z } from 'zod'

/** Query string → { name: values[] }; `mun[]=a&mun[]=b` and `mun=a&mun=b` are the same list. */
export function paramsRecord(params: URLSearchParams): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>
  for (const [rawKey, value] of params) {
    const key = rawKey.length > 2 && rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    if (!Object.hasOwn(out, key)) out[key] = []
    out[key].push(value)
  }
  return out
}

export type ParamIssue = { parameter: string; message: string }

export class BadParameter extends Error {
  constructor(public issues: ParamIssue[]) {
    super(issues.map((i) => `${i.parameter}: ${i.message}`).join('; '))
  }
  get parameter() {
    return this.issues[0].parameter
  }
}

/** One value (given at most once); an empty value counts as absent. */
export const one = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .array(z.string())
    .max(1, 'is given more than once')
    .optional()
    .transform((v) => (v?.[0] ? v[0] : undefined))
    .pipe(schema.optional())

/** A list of values; a single value may also be comma-joined. Empty entries are dropped. */
export const many = <T extends z.ZodType<unknown, string>>(item: T, max = 200) =>
  z
    .array(z.string())
    .transform((v) =>
      v
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, `holds more than ${max} values`))

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

export const flag = z.enum(['1', '0', 'true', 'false'], 'must be 1 or 0').transform((v) => v === '1' || v === 'true')

/** A parameter without a name (`?=x`, a stray `&=`) is reported under this name, so every refusal names something. */
export const NAMELESS = '(no name)'

/** Unknown parameter names → a BadParameter naming each (a nameless or blank one, `?+=0`, as NAMELESS). */
export function unknownParameters(names: string[]): BadParameter {
  return new BadParameter(
    names.map((name) =>
      name.trim()
        ? { parameter: name, message: 'is not a known parameter' }
        : { parameter: NAMELESS, message: 'is given without a name (a stray "=")' },
    ),
  )
}

/**
 * Validate a query string: unknown names and bad values throw BadParameter naming the parameter.
 */
export function parseQuery<T extends z.ZodObject>(schema: T, params: URLSearchParams): z.output<T> {
  const record = paramsRecord(params)
  const known = new Set(Object.keys(schema.shape))
  const unknown = Object.keys(record).filter((k) => !known.has(k))
  if (unknown.length) throw unknownParameters(unknown)
  const parsed = schema.safeParse(record)
  if (!parsed.success) {
    throw new BadParameter(
      parsed.error.issues.map((i) => ({ parameter: String(i.path[0] ?? 'query'), message: i.message })),
    )
  }
  return parsed.data
}
