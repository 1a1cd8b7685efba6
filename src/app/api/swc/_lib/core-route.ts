import type { NextRequest } from 'next/server'
import { listingsStore } from '@/data/payload'
import { siteOfRequest } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { siteScope, type SiteScope } from '@/domain/site-people'
import type { ListingsDb } from '@/listings/db'
import { siteKeyRefusal } from '@/security/api-keys'
import { requestLocale } from './language'
import { fail, failure } from './respond'

export type CoreContext<P> = { request: NextRequest; params: P; locale: Locale; db: ListingsDb }
/** Routes under a microsite also get the site of the request's host: they answer with its data only. */
export type SiteCoreContext<P> = CoreContext<P> & { site: SiteScope }

type Route<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>

/**
 * A core API GET handler: checks the site key when the route is under a microsite, reads the
 * language, and turns errors into JSON (400 for bad parameters, never an HTML error page).
 */
export function coreRoute<P extends Record<string, string>>(
  opts: { protect: true; languageParam?: boolean },
  handler: (ctx: SiteCoreContext<P>) => Promise<Response>,
): Route<P>
export function coreRoute<P extends Record<string, string>>(
  opts: { protect: false; languageParam?: boolean },
  handler: (ctx: CoreContext<P>) => Promise<Response>,
): Route<P>
export function coreRoute<P extends Record<string, string>>(
  opts: { protect: boolean; languageParam?: boolean },
  handler: (ctx: SiteCoreContext<P>) => Promise<Response>,
): Route<P> {
  return async (request, context) => {
    try {
      const params = await context.params
      let scope: SiteScope | null = null
      if (opts.protect) {
        const site = await siteOfRequest(request)
        const refused = site
          ? siteKeyRefusal(request.headers, params.microsite_id ?? '', site)
          : { status: 404, message: 'Unknown site.' }
        if (refused) return fail(refused.status, refused.message)
        scope = siteScope(site!)
      }
      const override = opts.languageParam ? request.nextUrl.searchParams.get('language') : null
      const locale = requestLocale(request.headers, override)
      return await handler({ request, params, locale, db: await listingsStore(), site: scope! })
    } catch (err) {
      return failure(err)
    }
  }
}
