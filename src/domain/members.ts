import type { Locale } from './locales'

/** The spec's context_type values for members-related blocks (spec 2 §5). */
export const contextTypes = ['brokers', 'teams', 'admins', 'directors'] as const
export type ContextType = (typeof contextTypes)[number]

/** One member as the directory blocks and the profile page show it (OACIQ fields included). */
export type MemberCardData = {
  id: number
  slug: string | null
  name: string
  /** Name as on the licence (falls back to the name), designation in the visitor's language, agency. */
  licence_name: string
  designation: string | null
  agency: string | null
  role: MemberRole
  title: string | null
  bio: string | null
  photo: { url: string; width: number | null; height: number | null } | null
  phone: { display: string; intl: string } | null
  email: string | null
  office: { id: number; name: string } | null
}

/** Member roles stored in the directory (the contact recipient types of the spec). */
export type MemberRole = 'broker' | 'team' | 'administrative_team' | 'executive_team'

const roleOf: Record<ContextType, MemberRole> = {
  brokers: 'broker',
  teams: 'team',
  admins: 'administrative_team',
  directors: 'executive_team',
}

/** The directory role a block's context_type lists (unknown or empty → brokers). */
export function roleForContext(context: string | null | undefined): MemberRole {
  return roleOf[(contextTypes as readonly string[]).includes(context ?? '') ? (context as ContextType) : 'brokers']
}

/** A members-related block without an image shows the placeholder of its context (team or broker). */
export function placeholderKind(context: string | null | undefined): 'team' | 'broker' {
  return context === 'teams' ? 'team' : 'broker'
}

/** Member cards per page by viewport width: 16 at xxl and up, 12 at lg, 8 at md, 6 below (spec 2 §9). */
export function memberCardsPerPage(width: number): 6 | 8 | 12 | 16 {
  if (width >= 1440) return 16
  if (width >= 992) return 12
  if (width >= 768) return 8
  return 6
}

/** The largest page: what the server renders before the browser knows its width. */
export const MEMBER_CARDS_FIRST_PAGE = 16
/** Load-more trigger: 25% root margin, inert for 1000 ms after firing (spec 2 §9). */
export const LOAD_MORE_ROOT_MARGIN = '25%'
export const LOAD_MORE_REARM_MS = 1000

/** How many cards to show and whether more must be fetched, for a page counter. */
export function memberCardsWindow(page: number, perPage: number, loaded: number, total: number) {
  const wanted = Math.min(page * perPage, total)
  return { visible: Math.min(wanted, loaded), missing: Math.max(0, wanted - loaded), hasMore: wanted < total }
}

/**
 * OACIQ licence designations (the "titre" the licence carries), in both languages. Every block
 * that presents a broker shows one with the name on the licence and the agency's name.
 */
export const licenceDesignations = {
  residential_broker: { fr: 'Courtier immobilier résidentiel', en: 'Residential Real Estate Broker' },
  residential_broker_f: { fr: 'Courtière immobilière résidentielle', en: 'Residential Real Estate Broker' },
  broker: { fr: 'Courtier immobilier', en: 'Real Estate Broker' },
  broker_f: { fr: 'Courtière immobilière', en: 'Real Estate Broker' },
  commercial_broker: { fr: 'Courtier immobilier commercial', en: 'Commercial Real Estate Broker' },
  commercial_broker_f: { fr: 'Courtière immobilière commerciale', en: 'Commercial Real Estate Broker' },
  agency_executive: { fr: 'Dirigeant d’agence', en: 'Agency Executive Officer' },
  agency_executive_f: { fr: 'Dirigeante d’agence', en: 'Agency Executive Officer' },
} as const satisfies Record<string, Record<Locale, string>>

export type LicenceDesignation = keyof typeof licenceDesignations

/** The designation in the visitor's language (null for a value the list does not hold). */
export function designationText(value: string | null | undefined, locale: Locale): string | null {
  return value && value in licenceDesignations ? licenceDesignations[value as LicenceDesignation][locale] : null
}

/** A broker's profile path under the team page: /fr/courtiers/{slug}, /en/brokers/{slug}. */
export const brokerBase = { fr: '/courtiers', en: '/brokers' } as const satisfies Record<Locale, string>

export const brokerHref = (locale: Locale, slug: string) =>
  `/${locale}${brokerBase[locale]}/${encodeURIComponent(slug)}`

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The member slug a path (without the locale) names, or null when it is not a profile path. */
export function brokerSlugOf(locale: Locale, path: string): string | null {
  const base = brokerBase[locale]
  if (!path.startsWith(`${base}/`)) return null
  const tail = path.slice(base.length + 1)
  return tail.length <= 120 && SLUG.test(tail) ? tail : null
}

/** A Google Maps directions link to an address (the visitor's map app takes it from there). */
export function directionsHref(parts: Array<string | null | undefined>): string {
  const destination = parts.filter(Boolean).join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}
