/* Payload REST API (from Payload's template); sign-ins go through the login guard (decision 0018). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardLogin } from '@/security/login-guard'
import { guardRestQuery } from '@/collections/rest-query-guard'

// Member and office queries with a bad filter or page: 400 naming the parameter (issue 14), not Payload's 500.
export const GET = guardRestQuery(REST_GET(config))
export const POST = guardLogin(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
