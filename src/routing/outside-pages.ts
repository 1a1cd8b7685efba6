import { NextResponse, type NextRequest } from 'next/server'
import { isDecodablePath } from './decode-path'
import { missingFile } from './missing-file'
import { isBuildStaticFile } from './static-files'

const FOLDERS = /^\/(images|videos|demo-scripts|sitemaps)\//
const NEXT = '/_next/'
const BUILD = '/_next/static/'

/** The folders of files (public/'s, the build's under /_next/, the child sitemaps) and /favicon.ico: never a page. */
export const isFilePath = (pathname: string) =>
  FOLDERS.test(pathname) || pathname.startsWith(NEXT) || pathname === '/favicon.ico'

/**
 * A path under the folders of files: passed on (the file, a sitemap, or the folder's own 404 route,
 * src/app/{images,videos,demo-scripts,sitemaps}/[...path]) with the signed site host; a plain 404 when it
 * cannot be a file: it does not decode (Next.js answered 500), it is not a file of this build, or it
 * is /favicon.ico (sites give theirs in the page's head). Before issue 27 these paths skipped the
 * proxy and fell through to the site's catch-all page: its chrome, status 200, no CSP.
 */
export function filePath(request: NextRequest, headers: Headers): Response {
  const { pathname } = request.nextUrl
  if (pathname === '/favicon.ico' || !isDecodablePath(pathname)) return missingFile(request)
  // Under /_next/ only the build's files (its image optimizer skips the proxy): `/_next/x` rendered the catch-all page.
  if (
    pathname.startsWith(NEXT) &&
    !(pathname.startsWith(BUILD) && isBuildStaticFile(decodeURIComponent(pathname.slice(BUILD.length))))
  )
    return missingFile(request)
  return NextResponse.next({ request: { headers } })
}
