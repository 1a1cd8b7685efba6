/** The public endpoints of the fuzz bench (bench/fuzz-endpoints.ts): each one's random requests and what a refusal must say. */
import fc from 'fast-check'
import { guardFields, wireFields } from '../../src/leads/wire-fields'
import { headerText, nasty, pageQuery, queryString, sitePath, value } from './values'
import { files, methods } from './http'
import { graphql, restEndpoints } from './rest'

export type Case = {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | FormData | URLSearchParams | Uint8Array<ArrayBuffer>
}
export type Endpoint = {
  name: string
  arbitrary: fc.Arbitrary<Case>
  check: (status: number, text: string, c: Case, headers?: Headers) => string | null
}

const SITE_KEY = process.env.BENCH_SITE_KEY ?? 'demo-public-site-key'
const CONTENT_KEY = process.env.CONTENT_API_KEY ?? 'test-content-api-key'
const MICROSITE = process.env.BENCH_MICROSITE ?? 'demo'

const often = <T>(common: T, other: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(common), weight: 9 }, { arbitrary: other, weight: 1 })
const notDots = (s: string) => s !== '' && s !== '.' && s !== '..'
const microsite = often(MICROSITE, fc.string({ maxLength: 30 }).filter(notDots).map(encodeURIComponent))
const siteKey = often<string | null>(SITE_KEY, fc.oneof(fc.constant(null), headerText))
const language = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  { arbitrary: fc.constantFrom('fr', 'en', 'fr-CA', 'en-US,fr;q=0.8', 'de', '*'), weight: 2 },
  { arbitrary: headerText, weight: 1 },
)

function headers(key: string | null, lang: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...(key === null ? {} : { 'x-site-key': key }),
    ...(lang === null ? {} : { 'content-language': lang }),
    ...extra,
  }
}

function json(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text) as unknown
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Core API: JSON always; a 400 names its parameter (`parameter`, repeated in `error`); any other refusal says why. */
function coreCheck(status: number, text: string): string | null {
  const body = json(text)
  if (!body) return `answered ${status} without a JSON object: ${text.slice(0, 120)}`
  if (status < 400) return 'data' in body ? null : 'a success without data'
  // A path that does not decode (`%zz`) is refused by src/proxy.ts before the route, naming the path.
  if (
    status === 400 &&
    /^(Invalid path|Chemin invalide)\.$/.test(String((body.errors as { message?: string }[] | undefined)?.[0]?.message))
  )
    return null
  if (typeof body.error !== 'string' || !body.error) return `${status} without an error message`
  if (status === 400 && (typeof body.parameter !== 'string' || !body.parameter || !body.error.includes(body.parameter)))
    return `400 naming no parameter: ${text.slice(0, 160)}`
  return null
}

const amounts = fc.oneof(
  fc.nat({ max: 3_000_000 }).map(String),
  fc.constantFrom('250,000', '1 000 000', '99.99', 'Infinity', '2000000001'),
)
const lat = fc
  .tuple(fc.double({ min: -95, max: 95, noNaN: true }), fc.nat({ max: 16 }))
  .map(([n, digits]) => n.toFixed(digits))
const lng = fc.double({ min: -185, max: 185, noNaN: true }).map((n) => n.toFixed(6))
const small = fc.integer({ min: -2, max: 60 }).map(String)
const propertiesParams = {
  mun: fc.constantFrom('66023', '66023,58227', 'MTL', '00000', ''),
  type: fc.constantFrom('CONDO', 'MAI', 'CONDO,MAI,TER', 'XXX'),
  price_min: amounts,
  price_max: amounts,
  bedrooms: small,
  bathrooms: small,
  forSaleForRent: fc.constantFrom('buy', 'rent', 'sell'),
  open_house: fc.constantFrom('1', '0', 'true', 'yes'),
  NorthEast_lat: lat,
  NorthEast_lng: lng,
  SouthWest_lat: lat,
  SouthWest_lng: lng,
  status: fc.constantFrom('active', 'sold', 'pending'),
  format: fc.constantFrom('count', 'map', 'list'),
  order_by: fc.constantFrom('newest', 'oldest', 'price_desc', 'price_asc', 'price-desc', 'price-asc', 'random'),
  page: small,
  limit: small,
  listingLimit: small,
}
const languageParam = fc.constantFrom('fr', 'en', 'FR', 'de')

function core(
  name: string,
  route: (m: string) => fc.Arbitrary<string>,
  params: Record<string, fc.Arbitrary<string>>,
  protect = true,
): Endpoint {
  const arbitrary = fc
    .record({ m: microsite, key: siteKey, lang: language, q: queryString(params) })
    .chain(({ m, key, lang, q }) =>
      route(m).map((path): Case => ({ method: 'GET', path: path + q, headers: headers(protect ? key : null, lang) })),
    )
  return { name, arbitrary, check: coreCheck }
}

const uls = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.nat().map(String),
  fc.string({ minLength: 1, maxLength: 60 }).filter(notDots).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', 'x'.repeat(41)),
)

/** Page API: a 400 names the body field (`issues[].field`) or says the path is wrong. */
function pageApiCheck(status: number, text: string): string | null {
  const body = json(text)
  if (!body) return `answered ${status} without a JSON object: ${text.slice(0, 120)}`
  if (status === 400) {
    const issues = body.issues as { field?: string; message?: string }[] | undefined
    if (issues)
      return issues.length && issues.every((i) => i.field && i.message)
        ? null
        : `400 naming no field: ${text.slice(0, 160)}`
    return /path/i.test(String(body.error)) ? null : `400 naming no field: ${text.slice(0, 160)}`
  }
  if (status === 401 || (status === 404 && 'error' in body))
    return typeof body.error === 'string' && body.error ? null : `${status} without an error message`
  return null
}

const pageBody = fc.oneof(
  {
    arbitrary: fc
      .record(
        {
          path: sitePath,
          query: fc.option(fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }), {
            nil: undefined,
          }),
          production: fc.option(fc.boolean(), { nil: undefined }),
        },
        { requiredKeys: ['path'] },
      )
      .map((b) => JSON.stringify(b)),
    weight: 6,
  },
  {
    arbitrary: fc
      .record({
        path: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.integer(),
          fc.constant(null),
          fc.array(fc.string()),
          fc.constant('/' + 'x'.repeat(2100)),
        ),
        query: fc.oneof(
          fc.constant(undefined),
          fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.constant(null), fc.object())),
          fc.string(),
        ),
        production: fc.oneof(fc.constant(undefined), fc.string(), fc.integer()),
      })
      .map((b) => JSON.stringify(b)),
    weight: 2,
  },
  {
    arbitrary: fc.oneof(
      fc.json(),
      fc.string({ maxLength: 60 }),
      fc.constantFrom('', '{', 'null', '[]', '"/fr"', '{"path":"/fr"', '{"__proto__":{"path":"/fr"}}'),
    ),
    weight: 1,
  },
)
const pageApi: Endpoint = {
  name: 'page-api',
  arbitrary: fc
    .record({
      site: often('demo', fc.string({ maxLength: 20 }).filter(notDots).map(encodeURIComponent)),
      key: fc.oneof(
        { arbitrary: fc.constant({ 'x-site-api': CONTENT_KEY }), weight: 8 },
        { arbitrary: fc.constant({ 'x-header-api': CONTENT_KEY }), weight: 1 },
        { arbitrary: headerText.map((k) => ({ 'x-site-api': k })), weight: 1 },
      ),
      body: pageBody,
      type: often(
        'application/json',
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
      ),
    })
    .map(({ site, key, body, type }): Case => ({
      method: 'POST',
      path: `/api/page/${site}`,
      headers: { ...key, 'content-type': type },
      body,
    })),
  check: pageApiCheck,
}

// Contact: the wire fields of the three forms, the guard fields, random names; posted as multipart, urlencoded, raw or oversized.
const wireNames = [...new Set(Object.values(wireFields).flat())]
const namedFields = new Set<string>([...wireNames, ...guardFields])
const person = {
  recaptcha_response: 'bench-token',
  full_name: 'Marie Tremblay',
  first_name: 'Marie',
  last_name: 'Tremblay',
  phone: '(514) 555-0123',
  email: 'marie@example.ca',
}
const place = {
  preferred_method_of_contact: 'email',
  address: '12 rue Principale',
  postal_code: 'H2X 1Y4',
  city: 'Montréal',
  province: 'QC',
  country: 'Canada',
  municipality: 'Montréal',
  property_type: 'CONDO',
}
const bases = [
  {
    ...person,
    form_type: 'contact_form',
    message: 'Je voudrais visiter.',
    consent_transaction: '1',
    consent_marketing: '0',
  },
  {
    ...person,
    ...place,
    form_type: 'property_alert',
    current_client_situation: 'tenant',
    desired_moving_timeframe: '3_months',
    budget_min: '200000',
    budget_max: '400000',
    nb_bedrooms: '2',
    nb_bathrooms: '1',
    consent_transaction: '1',
    consent_marketing: '1',
  },
  {
    ...person,
    ...place,
    form_type: 'property_valuation',
    year_of_construction: '1990',
    nb_bedrooms: '3',
    nb_bathrooms: '1',
    nb_parking: '1',
    nb_garage: '0',
    living_area: '1200 pi²',
    land_area: '5000 pi²',
    evaluation_report: 'no',
    availability_of_report: 'no',
    reason_for_sale: 'moving',
    renos_and_improvments: 'roof',
    consent_transaction: '1',
    consent_marketing: '0',
  },
]
const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...namedFields), weight: 4 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
)
const wire = fc
  .record({
    base: fc.constantFrom(...bases),
    id: fc.nat(),
    locale: fc.constantFrom('fr', 'en', 'de', ''),
    changes: fc.dictionary(
      fieldName,
      fc.oneof(
        value,
        fc.nat({ max: 70_000 }).map((n) => 'y'.repeat(n)),
      ),
      { maxKeys: 6 },
    ),
    dropped: fc.subarray(wireNames, { maxLength: 4 }),
  })
  .map(({ base, id, locale, changes, dropped }) => {
    const w: Record<string, string> = { ...base, locale, email: `fuzz-${id}@bench.example`, ...changes }
    for (const n of dropped) delete w[n]
    return w
  })
const encoded = fc.oneof(
  {
    arbitrary: wire.map((w) => ({
      body: Object.entries(w).reduce((f, [k, v]) => (f.append(k, v), f), new FormData()),
      type: null as string | null,
    })),
    weight: 6,
  },
  { arbitrary: wire.map((w) => ({ body: new URLSearchParams(w), type: null as string | null })), weight: 2 },
  {
    arbitrary: fc.record({
      body: fc.oneof(
        fc.string({ maxLength: 200 }),
        nasty,
        fc.constant('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--'),
      ),
      type: fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    }),
    weight: 1,
  },
  {
    arbitrary: fc
      .integer({ min: 64 * 1024 + 1, max: 300_000 })
      .map((n) => ({ body: `message=${'z'.repeat(n)}` as Case['body'], type: 'application/x-www-form-urlencoded' })),
    weight: 1,
  },
)
function contactCheck(status: number, text: string): string | null {
  const body = json(text)
  if (!body) return `answered ${status} without a JSON object: ${text.slice(0, 120)}`
  if (status === 200) return body.status === 'success' ? null : 'a 200 without status success'
  if (typeof body.message !== 'string' || !body.message) return `${status} without a message`
  if (status === 400 && body.errors) {
    const errors = Object.entries(body.errors as Record<string, string>)
    if (!errors.length) return '400 with empty errors'
    const unnamed = errors.filter(([f, m]) => !namedFields.has(f) || !m)
    if (unnamed.length) return `400 naming no known field: ${JSON.stringify(body.errors).slice(0, 160)}`
  }
  return null
}
const contact: Endpoint = {
  name: 'contact',
  arbitrary: fc
    .record({
      m: microsite,
      key: siteKey,
      lang: language,
      ip: fc.ipV4(),
      body: encoded,
      idem: fc.option(fc.string({ minLength: 8, maxLength: 40, unit: fc.constantFrom(...'abcdef0123456789-') }), {
        freq: 5,
      }),
    })
    .map(({ m, key, lang, ip, body, idem }): Case => ({
      method: 'POST',
      path: `/api/swc/${m}/contact`,
      body: body.body,
      headers: headers(key, lang, {
        'x-forwarded-for': ip,
        ...(body.type ? { 'content-type': body.type } : {}),
        ...(idem ? { 'idempotency-key': idem } : {}),
      }),
    })),
  check: contactCheck,
}

const pages: Endpoint = {
  name: 'pages',
  arbitrary: fc
    .record({
      path: sitePath,
      q: pageQuery,
      lang: fc.option(fc.constantFrom('fr-CA,fr;q=0.9', 'en-US', 'de'), { nil: null }),
    })
    .map(({ path, q, lang }): Case => ({
      method: 'GET',
      path: path + q,
      headers: lang ? { 'accept-language': lang } : {},
    })),
  check: () => null, // pages: no 5xx and no hang (checked by the runner); a 4xx page is the site's own 404/410
}

export const endpoints = async (_base: string): Promise<Endpoint[]> => [
  core('properties', (m) => fc.constant(`/api/swc/${m}/properties`), propertiesParams),
  core('tooltip', (m) => uls.map((u) => `/api/swc/${m}/property/${u}/tooltip`), {}),
  core('search-filters', (m) => fc.constant(`/api/swc/${m}/search-filters`), {}),
  core('municipalities', () => fc.constant('/api/swc/municipalities'), {}, false),
  core('members', (m) => fc.constant(`/api/swc/${m}/members`), {
    language: languageParam,
    role: fc.constantFrom('broker', 'team', 'administrative_team', 'executive_team', 'boss'),
    office: small,
    offset: small,
    limit: small,
  }),
  core('articles', (m) => fc.constant(`/api/swc/${m}/articles`), {
    language: languageParam,
    page: small,
    limit: small,
    order: fc.constantFrom('asc', 'desc', 'up'),
    categories: fc.constantFrom('1', '1,2', 'a', '1,,2'),
    with_categories: fc.constantFrom('1', '0', 'yes'),
  }),
  pageApi,
  contact,
  pages,
  // Issue 27: Payload's REST API on every collection, GraphQL, any method anywhere, the folders of files.
  ...(await restEndpoints()),
  graphql,
  methods,
  files,
]
