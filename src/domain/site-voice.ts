/** The site types a site record holds (spec F-04: a single broker is the default). */
export type SiteType = 'broker' | 'team' | 'agency'

/** How a site or a contact modal speaks: as one person, or as a group. */
export type Voice = 'individual' | 'group'

/** A site record's type, `broker` when it holds none (or one this code does not know). */
export const siteTypeOf = (v: unknown): SiteType => (v === 'team' || v === 'agency' ? v : 'broker')

/** Spec F-04: a broker's site speaks in the first person singular; a team's or an agency's as a group. */
export const siteVoice = (type: SiteType): Voice => (type === 'broker' ? 'individual' : 'group')

/**
 * Spec F-23: the contact modal's title follows its recipient: a broker is one person; a team, an
 * office or an administrative or executive team is a group. Without a recipient the visitor writes to
 * the site itself, so the site's own voice decides.
 */
export function contactVoice(recipientType: string | null | undefined, site: SiteType): Voice {
  if (!recipientType) return siteVoice(site)
  return recipientType === 'broker' ? 'individual' : 'group'
}
