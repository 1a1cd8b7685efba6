/** Shared fast-check arbitraries of the fuzz bench (bench/fuzz-endpoints.ts): hostile strings, query strings, page paths. */
import fc from 'fast-check'

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c))
/** Header-safe text (fetch refuses control characters in a header value). */
export const headerText = fc.string({ unit: printable, maxLength: 60 })

export const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%zz',
  '%00',
  '\u0000',
  '../..',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '9'.repeat(40),
  'é',
  '🏠',
  'a,b,,c',
  ',',
  '0x1F',
  '1.5',
  '１２',
  '\uFEFF1',
  '\r\n',
)

/** Any value a client might send in a parameter or a field. */
export const value = fc.oneof(
  { arbitrary: nasty, weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 2 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)), weight: 1 },
)

/** A query string of known names (with plausible or random values) and random names, sometimes with raw, badly encoded tails. */
export function queryString(known: Record<string, fc.Arbitrary<string>>) {
  const names = Object.keys(known)
  const pair = names.length
    ? fc.oneof(
        {
          arbitrary: fc
            .constantFrom(...names)
            .chain((n) =>
              fc.tuple(fc.constant(n), fc.oneof({ arbitrary: known[n], weight: 3 }, { arbitrary: value, weight: 2 })),
            ),
          weight: 5,
        },
        { arbitrary: fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), nasty), value), weight: 1 },
      )
    : fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), nasty), value)
  const raw = fc.constantFrom(
    '',
    '',
    '',
    '',
    '&%zz',
    '&a=%',
    '&=',
    '&&',
    '?x=1',
    '&%E0%A4%A',
    '&x=%FF%FE',
    '&a[]=1&a[b]=2',
    '#frag',
  )
  return fc.tuple(fc.array(pair, { maxLength: names.length ? 7 : 3 }), raw).map(([pairs, tail]) => {
    const q = new URLSearchParams(pairs).toString() + tail
    return q ? `?${q}` : ''
  })
}

/** One path segment: a known slug, random text (encoded), or something hostile. */
const segment = (slugs: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...slugs), weight: 5 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%',
        '%zz',
        '%2e%2e',
        '%2F',
        '%00',
        '%C0%AF',
        '_next',
        'api',
        '~',
        'index.html',
        'x'.repeat(300),
      ),
      weight: 1,
    },
    { arbitrary: fc.nat({ max: 999_999_999 }).map(String), weight: 1 },
  )

const SLUGS = [
  'accueil',
  'home',
  'contact',
  'vendre',
  'sell',
  'evaluation',
  'valuation',
  'proprietes',
  'properties',
  'propriete',
  'property',
  'courtiers',
  'brokers',
  'equipe',
  'team',
  'blogue',
  'blog',
  'nouvelles',
  'equipe-gagnon-tremblay',
  'isabelle-gagnon',
  'nathalie-roy',
  'page',
  '1',
  '2',
]

/** A site path: /fr or /en (mostly), then 0–4 segments; a query string in `withQuery`. */
export const sitePath = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constantFrom('/fr', '/en'), weight: 8 },
      { arbitrary: fc.constantFrom('', '/de', '/FR', '/fr-CA', '//fr', '/en/'), weight: 1 },
    ),
    fc.array(segment(SLUGS), { maxLength: 4 }),
  )
  .map(([locale, segs]) => [locale, ...segs].join('/') || '/')

const pageQueryNames = [
  'page',
  'mun',
  'type',
  'price_min',
  'price_max',
  'bedrooms',
  'bathrooms',
  'forSaleForRent',
  'order_by',
  'view',
  'q',
  'category',
  'preview',
  'utm_source',
]
export const pageQuery = queryString(
  Object.fromEntries(
    pageQueryNames.map((n) => [
      n,
      fc.oneof(
        fc.nat({ max: 100 }).map(String),
        fc.constantFrom('1', '2', 'map', 'list', 'price_desc', 'buy', 'rent', 'CONDO', 'MAI'),
      ),
    ]),
  ),
)
