/**
 * Issue 27's 5xx classes outside the API, for the fuzz bench (bench/fuzz-endpoints.ts): any method on
 * any path (TRACE answered 500), bodies posted to pages (multipart made Next.js parse a form action),
 * and paths under the folders of files (a render of the catch-all page, or 500 when they did not decode).
 */
import fc from 'fast-check'
import type { Case, Endpoint } from './endpoints'
import { sitePath } from './values'

const FOLDERS = ['/images/', '/demo-scripts/', '/sitemaps/', '/_next/static/']
const hostile = fc.constantFrom(
  '%C0%AF',
  '%ff',
  '..%2Ffr%2Fa-propos',
  '%2e%2e',
  '%00',
  'pages.xml',
  'listings',
  '1.xml',
  'chunks',
  'rewards',
  'analytics-demo.js',
  'x'.repeat(300),
  '%E0%A4%A',
  '~',
)
const tailSegment = fc.oneof(
  hostile,
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => s !== '.' && s !== '..')
    .map(encodeURIComponent),
  fc.nat().map(String),
)
const filePath = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...FOLDERS), fc.array(tailSegment, { minLength: 1, maxLength: 4 }))
      .map(([f, segs]) => f + segs.join('/')),
    weight: 8,
  },
  {
    arbitrary: fc.constantFrom(
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/demo-scripts/analytics-demo.js',
      '/images',
      '/sitemaps',
    ),
    weight: 1,
  },
)

const hostHeaders = fc.oneof(
  { arbitrary: fc.constant<Record<string, string>>({}), weight: 6 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'x-site-host': 'agence.localhost' },
      { 'x-site-host': 'agence.localhost', 'x-site-host-signature': `${Date.now() + 3_600_000}.${'A'.repeat(43)}` },
      { 'x-site-host': '' },
    ),
    weight: 1,
  },
)

const isHtml = (text: string) => /^\s*<!doctype html/i.test(text)

export const files: Endpoint = {
  name: 'files',
  arbitrary: fc
    .tuple(filePath, fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'), hostHeaders)
    .map(([path, method, headers]): Case => ({ method, path, headers: { accept: 'text/html', ...headers } })),
  // Not a page: no HTML at all under the folders (a file there is never HTML), and no answer about the agency's site.
  check: (status, text, c, headers) => {
    if (isHtml(text) && !headers?.get('content-security-policy')) return `HTML without a CSP (${status})`
    // (`/images/%2e%2e/x` is `/x` once the client's URL parser resolves the dot segment: a page path.)
    if (isHtml(text) && FOLDERS.some((f) => new URL(c.path, 'http://x').pathname.startsWith(f)))
      return `a page under a folder of files (${status})`
    if (text.includes('agence.localhost')) return 'answered for the X-Site-Host of the client'
    return null
  },
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'PROPFIND', 'FOO']
const anyPath = fc.oneof(
  { arbitrary: sitePath, weight: 4 },
  { arbitrary: filePath, weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '/',
      '/api/pages',
      '/api/graphql',
      '/api/swc/municipalities',
      '/api/route-status',
      '/admin',
      '/qa/sections',
      '/fr/rss.xml',
      '/_next/image?url=x',
    ),
    weight: 2,
  },
)
const pageBody = fc.oneof(
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="1_$ACTION_ID_abc"\r\n\r\n\r\n--x--\r\n',
  }),
  fc.constant({ type: 'application/x-www-form-urlencoded', body: 'a=b' }),
  fc.constant({ type: 'text/plain;charset=UTF-8', body: '["x"]' }),
  fc.string({ maxLength: 100 }).map((body) => ({ type: 'application/json', body })),
)

export const methods: Endpoint = {
  name: 'methods',
  arbitrary: fc
    .tuple(fc.constantFrom(...METHODS), anyPath, pageBody, fc.boolean())
    .map(([method, path, b, action]): Case => ({
      method,
      path,
      headers: { 'content-type': b.type, ...(action ? { 'next-action': 'abc' } : {}) },
      body: ['GET', 'HEAD', 'TRACE', 'TRACK'].includes(method) ? undefined : b.body,
    })),
  check: (status, text, _c, headers) =>
    isHtml(text) && !headers?.get('content-security-policy') ? `HTML without a CSP (${status})` : null,
}
