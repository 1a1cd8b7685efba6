/* Payload REST API (from Payload's template); sign-ins go through the login guard (decision 0018). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardLogin } from '@/security/login-guard'
import { guardRestQuery } from '../_lib/rest-query-guard'
import { isListRead, throttleAnonymous } from '../_lib/anonymous-api'
import { guardRequestBody } from '@/security/request-body-guard'

// What Payload would answer with a 500 (issues 14 and 27): a bad filter, page or id, a missing file, a body too
// large or a multipart form it cannot read get their 4xx first (_lib/rest-query-guard.ts, src/security/request-body-guard.ts).
// An anonymous list read waits its turn per address (decision 0029).
export const GET = throttleAnonymous('rest', isListRead, guardRestQuery(REST_GET(config)))
// The login throttle before the query guard: a throttled address gets 429 on every auth route, whatever else is wrong.
export const POST = guardRequestBody(guardLogin(guardRestQuery(REST_POST(config))))
export const DELETE = guardRestQuery(REST_DELETE(config))
export const PATCH = guardRequestBody(guardRestQuery(REST_PATCH(config)))
export const PUT = guardRequestBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
