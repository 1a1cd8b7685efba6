/* Payload's GraphQL API (Payload 3's route; docs/decisions/0024). Same access rules as REST; no playground route. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphQL } from '@/security/graphql-guard'
import { guardRequestBody } from '@/security/request-body-guard'
import { throttleAnonymous } from '../_lib/anonymous-api'

// An anonymous caller's queries wait their turn per address, first (decision 0029); a multipart body GraphQL cannot
// read: 400, not a 500 (issue 27).
export const POST = throttleAnonymous('graphql', () => true, guardRequestBody(guardGraphQL(GRAPHQL_POST(config))))
export const OPTIONS = REST_OPTIONS(config)
