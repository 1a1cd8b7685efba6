import { NextResponse } from 'next/server'
import { BadParameter } from '@/listings/search/query-params'

/** Every answer of the core API is JSON: `{ data }` on success (its type from src/contract/core-api.ts), `{ error, … }` otherwise. */
export const ok = <T>(data: T, cache = 'private, max-age=30') =>
  NextResponse.json({ data }, { headers: { 'Cache-Control': cache, Vary: 'Content-Language, X-Site-Key' } })

export const fail = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  NextResponse.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } })

/** A bad parameter is the caller's mistake (400, naming it); anything else is ours (500, logged). */
export function failure(err: unknown): NextResponse {
  if (err instanceof BadParameter) {
    return fail(400, `Invalid parameter: ${err.parameter} ${err.issues[0].message}`, {
      parameter: err.parameter,
      issues: err.issues,
    })
  }
  console.error('[core api]', err)
  return fail(500, 'Internal error')
}
