import type { ConsentCategory } from './consent'
import { isConsentCategory } from './consent'

/**
 * A site's own tags (issue 28): analytics, tag manager, pixel or chat, declared once per site by an
 * administrator. A known provider needs only its id; a custom script names its origin, and its URL
 * must be on that origin. The same list gives the page's scripts, the site's CSP and the privacy page.
 */
export const TAG_PROVIDERS = ['ga4', 'gtm', 'meta', 'custom'] as const
export type TagProvider = (typeof TAG_PROVIDERS)[number]
export const TAG_PLACEMENTS = ['head', 'body'] as const
export type TagPlacement = (typeof TAG_PLACEMENTS)[number]

export type SiteTag = {
  name: string
  category: ConsentCategory
  placement: TagPlacement
  provider: TagProvider
  /** The provider's id (GA4 measurement id, GTM container id, Meta Pixel id); null for a custom script. */
  tagId: string | null
  /** A custom script's URL; null for a provider. */
  scriptUrl: string | null
  /**
   * A custom script's declared origin; for GA4 and GTM, the site's own tag server if it has one (Google's
   * server-side tagging on a first-party domain: the script and the hits go there, not to Google); else null.
   */
  origin: string | null
}

/** The providers whose script and hits can go through the site's own tag server. */
export const GATEWAY_PROVIDERS: readonly TagProvider[] = ['ga4', 'gtm']
const hasGateway = (provider: unknown, origin: unknown) =>
  GATEWAY_PROVIDERS.includes(provider as TagProvider) && typeof origin === 'string' && origin !== ''

const ID_PATTERNS: Record<Exclude<TagProvider, 'custom'>, RegExp> = {
  ga4: /^G-[A-Z0-9]{4,16}$/,
  gtm: /^GTM-[A-Z0-9]{4,12}$/,
  meta: /^\d{6,20}$/,
}

export const validTagId = (provider: TagProvider, id: unknown): boolean =>
  provider !== 'custom' && typeof id === 'string' && ID_PATTERNS[provider].test(id)

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/

/** An origin as the admin declares it: https (http only on this machine), a host, an optional port, nothing else. */
export function validOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\/[a-z0-9.\-[\]:]+$/.test(value)) return false
  try {
    const u = new URL(value)
    if (u.origin !== value) return false
    return u.protocol === 'https:' || LOOPBACK.test(u.hostname)
  } catch {
    return false
  }
}

/** A custom script's URL: on its declared origin, without credentials. */
export function validScriptUrl(url: unknown, origin: unknown): boolean {
  if (typeof url !== 'string' || !validOrigin(origin)) return false
  try {
    const u = new URL(url)
    return u.origin === origin && !u.username && !u.password
  } catch {
    return false
  }
}

export type TagProblem = 'tagId' | 'origin' | 'scriptUrl'

/** What is wrong with a tag as entered, or null. */
export function tagProblem(t: { provider?: unknown; tag_id?: unknown; origin?: unknown; script_url?: unknown }) {
  const provider = t.provider as TagProvider
  if (provider !== 'custom') {
    if (!validTagId(provider, t.tag_id)) return 'tagId' as const
    return hasGateway(provider, t.origin) && !validOrigin(t.origin) ? ('origin' as const) : null
  }
  if (!validOrigin(t.origin)) return 'origin' as const
  return validScriptUrl(t.script_url, t.origin) ? null : ('scriptUrl' as const)
}

type RawTag = {
  name?: unknown
  category?: unknown
  placement?: unknown
  provider?: unknown
  tag_id?: unknown
  script_url?: unknown
  origin?: unknown
}

/** The stored rows as tags; a row that is not valid (written before a rule existed) is left out. */
export function siteTags(rows: readonly RawTag[] | null | undefined): SiteTag[] {
  const out: SiteTag[] = []
  for (const r of rows ?? []) {
    if (!(TAG_PROVIDERS as readonly unknown[]).includes(r.provider) || !isConsentCategory(r.category)) continue
    if (tagProblem(r)) continue
    const custom = r.provider === 'custom'
    out.push({
      name: typeof r.name === 'string' ? r.name : '',
      category: r.category,
      placement: r.placement === 'head' ? 'head' : 'body',
      provider: r.provider as TagProvider,
      tagId: custom ? null : (r.tag_id as string),
      scriptUrl: custom ? (r.script_url as string) : null,
      origin: custom || hasGateway(r.provider, r.origin) ? (r.origin as string) : null,
    })
  }
  return out
}

export type TagSources = { script: string[]; connect: string[]; frame: string[] }
export const NO_TAG_SOURCES: TagSources = Object.freeze({ script: [], connect: [], frame: [] })

const GOOGLE_SCRIPT = 'https://www.googletagmanager.com'
const GOOGLE_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_SCRIPT]
const PROVIDER_SOURCES: Record<Exclude<TagProvider, 'custom'>, TagSources> = {
  ga4: { script: [GOOGLE_SCRIPT], connect: GOOGLE_COLLECT, frame: [] },
  gtm: { script: [GOOGLE_SCRIPT], connect: GOOGLE_COLLECT, frame: [GOOGLE_SCRIPT] },
  meta: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], frame: [] },
}

/** The CSP sources the site's tags need, and nothing more: each list sorted, without repeats. */
export function tagSources(tags: readonly SiteTag[]): TagSources {
  const all: TagSources = { script: [], connect: [], frame: [] }
  for (const t of tags) {
    const s =
      t.provider === 'custom'
        ? { script: [t.origin!], connect: [t.origin!], frame: [t.origin!] }
        : t.origin
          ? { script: [t.origin], connect: [t.origin], frame: t.provider === 'gtm' ? [t.origin] : [] }
          : PROVIDER_SOURCES[t.provider]
    all.script.push(...s.script)
    all.connect.push(...s.connect)
    all.frame.push(...s.frame)
  }
  const tidy = (l: string[]) => [...new Set(l)].sort()
  return { script: tidy(all.script), connect: tidy(all.connect), frame: tidy(all.frame) }
}

/** The banner is needed when a tag waits for consent (a necessary tag does not). */
export const needsConsent = (tags: readonly SiteTag[]) => tags.some((t) => t.category !== 'necessary')

/**
 * The version of the choices a visitor is asked: it changes with the wording or the tag list, and a
 * choice made under another version is asked again. A short FNV-1a hash, the same on server and browser.
 */
export function consentVersion(tags: readonly SiteTag[], wording: string): string {
  const text = JSON.stringify([wording, tags.map((t) => [t.provider, t.category, t.tagId, t.scriptUrl, t.origin])])
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(36)
}

/** The site's tags grouped by category, in the consent tool's order (for the privacy page). */
export function tagsByCategory(tags: readonly SiteTag[]): { category: ConsentCategory; names: string[] }[] {
  const order: ConsentCategory[] = ['necessary', 'functional', 'analytics', 'marketing']
  return order
    .map((category) => ({ category, names: tags.filter((t) => t.category === category).map((t) => t.name) }))
    .filter((g) => g.names.length > 0)
}
