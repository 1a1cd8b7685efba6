import { locales, type Locale } from './locales'

export type LinkInput = { url?: string | null; target?: '_self' | '_blank' | null }

export type ResolvedLink =
  { kind: 'internal'; href: string } | { kind: 'external'; href: string; newTab: boolean } | { kind: 'inert' }

export type LinkContext = {
  locale: Locale
  internalQuery?: Record<string, string>
  variantId?: string | number | null
}

const EXTERNAL_RE = /^(https?:\/\/|mailto:|tel:|sms:)/i
const LOCALE_PREFIX_RE = new RegExp(`^/(${locales.join('|')})(?=[/?#]|$)`)

function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#')
  const hash = hashAt >= 0 ? url.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url
  const queryAt = beforeHash.indexOf('?')
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '',
    hash,
  }
}

/** Adds the locale prefix ('/' alone becomes '/fr') unless one is present. */
function localizePath(path: string, locale: Locale): string {
  if (LOCALE_PREFIX_RE.test(path)) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

function buildHref(url: string, locale: Locale, extra: Record<string, string>): string {
  const { path, query, hash } = splitUrl(url)
  const params = new URLSearchParams(query)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const qs = params.toString()
  return `${localizePath(path, locale)}${qs ? `?${qs}` : ''}${hash}`
}

/**
 * Resolves a CMS link. Internal links (starting with a single '/') get the
 * locale prefix plus the internal query and `variant`; internal links opening
 * in a new tab become plain anchors (locale prefix only). http(s), mailto and
 * tel links are external. Empty or any other URL (e.g. javascript:) is inert.
 */
export function resolveLink(link: LinkInput, ctx: LinkContext): ResolvedLink {
  const url = link.url?.trim()
  if (!url) return { kind: 'inert' }
  const newTab = link.target === '_blank'
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    if (newTab) return { kind: 'external', href: buildHref(url, ctx.locale, {}), newTab: true }
    const extra: Record<string, string> = { ...ctx.internalQuery }
    if (ctx.variantId !== null && ctx.variantId !== undefined && ctx.variantId !== '') {
      extra.variant = String(ctx.variantId)
    }
    return { kind: 'internal', href: buildHref(url, ctx.locale, extra) }
  }
  if (EXTERNAL_RE.test(url)) return { kind: 'external', href: url, newTab }
  return { kind: 'inert' }
}

/**
 * Editor hint for the URL field: internal links must start with '/', external
 * ones with the host prefix (a bare host name gets 'https://').
 */
export function linkHint(kind: 'internal' | 'external', host: string): string {
  if (kind === 'internal') return '/'
  const h = host.trim()
  if (!h) return 'https://'
  return /^[a-z][a-z0-9+.-]*:/i.test(h) ? h : `https://${h}`
}
