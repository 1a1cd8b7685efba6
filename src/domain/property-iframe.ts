/**
 * Third-party real-estate iframe (spec 2 §3, §4, §7, §9): its URL with the query defaults, the
 * origins it may come from (also the CSP's frame-src), and the height messages it may send.
 */

/** Query defaults (spec 2 §7); shareUrl is added from the current page; core_data may override all. */
export const iframeQueryDefaults: Readonly<Record<string, string>> = Object.freeze({
  model: 'v5',
  pub: '0',
  desjPub: '0',
  desjCalc: '0',
})

/** Origins allowed when PROPERTY_IFRAME_ORIGINS is not set: the demo's provider. */
export const DEFAULT_IFRAME_ORIGINS = ['https://www.remax-quebec.com'] as const

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The origin of an https URL (http only for a local host); null for anything else. */
export function iframeOrigin(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    if (u.username || u.password) return null
    if (u.protocol === 'https:' || (u.protocol === 'http:' && LOCAL_HOSTS.has(u.hostname))) return u.origin
    return null
  } catch {
    return null
  }
}

/** Allowed iframe origins from a comma- or space-separated list; invalid entries are dropped. */
export function allowedIframeOrigins(list: string | undefined = process.env.PROPERTY_IFRAME_ORIGINS): string[] {
  if (list === undefined || list.trim() === '') return [...DEFAULT_IFRAME_ORIGINS]
  const origins = list
    .split(/[\s,]+/)
    .map((s) => iframeOrigin(s))
    .filter((o): o is string => o !== null)
  return [...new Set(origins)]
}

type QueryValue = string | number | boolean | null | undefined

/**
 * The iframe's src: the configured URL, then model v5, pub 0, desjPub 0, desjCalc 0 and shareUrl
 * (the current page's full URL), then core_data's iframeQueryParams (null removes one).
 * Null when the URL is not an allowed origin.
 */
export function buildIframeUrl(
  base: string | null | undefined,
  shareUrl: string,
  overrides: Record<string, QueryValue> | null | undefined,
  allowed: readonly string[],
): string | null {
  const origin = iframeOrigin(base)
  if (!origin || !allowed.includes(origin)) return null
  const u = new URL(base!)
  for (const [k, v] of Object.entries({ ...iframeQueryDefaults, shareUrl })) u.searchParams.set(k, v)
  for (const [k, v] of Object.entries(overrides ?? {})) {
    if (v === null || v === undefined) u.searchParams.delete(k)
    else if (['string', 'number', 'boolean'].includes(typeof v)) u.searchParams.set(k, String(v))
  }
  return u.toString()
}

/** Largest height accepted from the iframe (px). */
export const MAX_IFRAME_HEIGHT = 50_000

/**
 * The height a window message asks for, or null. Only messages whose origin is exactly the
 * iframe's own origin count; the data is a number, a numeric string, or an object with a height.
 */
export function heightFromMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string | null,
): number | null {
  if (!expectedOrigin || event.origin !== expectedOrigin) return null
  const d = event.data
  let raw: unknown = d
  if (typeof d === 'string' && d.trim().startsWith('{')) {
    try {
      raw = JSON.parse(d)
    } catch {
      return null
    }
  }
  if (raw && typeof raw === 'object') raw = (raw as { height?: unknown }).height
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d+(\.\d+)?(px)?\s*$/.test(raw)
        ? parseFloat(raw)
        : NaN
  if (!Number.isFinite(n) || n <= 0) return null
  return Math.min(MAX_IFRAME_HEIGHT, Math.ceil(n))
}
