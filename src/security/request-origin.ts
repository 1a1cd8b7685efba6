import { headers } from 'next/headers'
import { canonicalOrigin, configuredOrigins } from '@/security/origins'

/**
 * The configured origin this request was addressed to (its Host header among the configured
 * origins), else the canonical one: a client-chosen Host or X-Forwarded-Host never becomes an
 * origin (decision 0018). For the live preview, whose messages come from the admin's own origin.
 */
export async function requestOrigin(): Promise<string> {
  const host = (await headers()).get('host')
  return configuredOrigins().find((o) => new URL(o).host === host) ?? canonicalOrigin()
}
