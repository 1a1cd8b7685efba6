/**
 * The policy of every answer that is a file, not a page (public/'s folders, sitemaps, robots.txt):
 * nothing in it may run or be framed, should a browser ever open one as a document (next.config.ts
 * adds it to them; the proxy gives pages their nonce-based one).
 */
export const STATIC_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The paths of files: public/'s folders, the sitemaps, robots.txt, the favicon. */
export const FILE_PATHS = [
  '/images/:path*',
  '/videos/:path*',
  '/demo-scripts/:path*',
  '/sitemaps/:path*',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
]

/**
 * A path under `images/`, `videos/`, `demo-scripts/` or `sitemaps/` that names no file: a plain 404 in both
 * languages, never the site's catch-all page (which would render its chrome without the proxy's CSP).
 */
export function missingFile(request: Request): Response {
  return new Response(request.method === 'HEAD' ? null : 'Fichier introuvable. / File not found.\n', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': STATIC_CSP,
    },
  })
}
