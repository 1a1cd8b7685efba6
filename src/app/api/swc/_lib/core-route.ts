import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locales'
import { payloadClient } from '@/data/payload'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { refuseUnlessSiteKey } from './guard'
import { requestLocale } from './language'
import { failure } from './respond'

export type CoreContext<P> = { request: NextRequest; params: P; locale: Locale; payload: Payload; db: ListingsDb }

/**
 * A core API GET handler: checks the site key when the route is under a microsite, reads the
 * language, and turns errors into JSON (400 for bad parameters, never an HTML error page).
 */
export function coreRoute<P extends Record<string, string>>(
  opts: { protect: boolean; languageParam?: boolean },
  handler: (ctx: CoreContext<P>) => Promise<Response>,
) {
  return async (request: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      const params = await context.params
      if (opts.protect) {
        const refused = await refuseUnlessSiteKey(request.headers, params.microsite_id ?? '')
        if (refused) return refused
      }
      const override = opts.languageParam ? request.nextUrl.searchParams.get('language') : null
      const locale = requestLocale(request.headers, override)
      const payload = await payloadClient()
      return await handler({ request, params, locale, payload, db: listingsDb(payload) })
    } catch (err) {
      return failure(err)
    }
  }
}
