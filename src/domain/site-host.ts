import { domainToASCII } from 'node:url'

/** Longer than any DNS name (253) plus a port: such a Host header names no site. */
export const MAX_HOST_LENGTH = 260

/**
 * The domain a Host header names, as sites list it: lower case, ASCII (punycode for IDN), no port,
 * no trailing dot. Null for a missing, oversized or malformed header (it names no site).
 */
export function siteHostOf(header: string | null | undefined): string | null {
  if (!header || header.length > MAX_HOST_LENGTH) return null
  const trimmed = header.trim()
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i.exec(trimmed)
  if (bracketed) return `[${bracketed[1].toLowerCase()}]`
  const match = /^([^:/?#@\s]+?)\.?(?::(\d{1,5}))?$/.exec(trimmed)
  if (!match) return null
  const ascii = domainToASCII(match[1].toLowerCase())
  return ascii ? ascii.toLowerCase() : null
}

/** A domain as an editor types it into a site's list, normalized the same way (null when it is not one). */
export const siteDomainOf = (input: string | null | undefined): string | null =>
  siteHostOf(input?.replace(/^https?:\/\//i, '').replace(/\/.*$/, ''))
