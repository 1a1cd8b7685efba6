import { randomBytes } from 'node:crypto'
import type { Member, Site } from '@/payload-types'
import type { SiteIdentity } from './name-substitution'
import type { NewSiteInput } from './new-site-input'

type MemberContact = Pick<Member, 'name' | 'email' | 'phone'> & { id?: number }

/** How the template names itself, and how the new site will: its name, contact, e-mail, phone, main domain. */
export function identitiesOf(
  template: Site,
  input: NewSiteInput,
  member: MemberContact | null,
): { from: SiteIdentity; to: SiteIdentity } {
  return {
    from: {
      name: template.name,
      contactName: template.contact_form?.contact_name,
      email: template.contact?.email,
      phoneDisplay: template.contact?.phone_display,
      phoneIntl: template.contact?.phone_intl,
      domain: template.domain_name,
    },
    to: {
      name: input.name,
      contactName: input.contact_name ?? member?.name ?? input.name,
      email: member?.email,
      phoneDisplay: member?.phone?.display,
      phoneIntl: member?.phone?.intl,
      domain: input.domains[0],
    },
  }
}

/** A new public site key (sent by the site's browser pages as X-Site-Key). */
export const newSiteKey = () => randomBytes(18).toString('base64url')

/**
 * The new site's record: identity, type and domains as entered; brand, captcha, consent, favicon,
 * franchise logos and powered-by as the template's; contact details from the broker member when one
 * is chosen, and that member as the one the site presents (decision 0025; an agency site presents
 * everyone, so it declares nobody). It starts outside production (robots keep it out of search engines until an
 * administrator turns production on) and without the template's head elements (site verifications
 * belong to one domain).
 */
export function newSiteData(template: Site, input: NewSiteInput, member: MemberContact | null, siteKey: string) {
  const { to } = identitiesOf(template, input, member)
  const idOf = (v: unknown) =>
    v && typeof v === 'object' ? (v as { id: number }).id : ((v as number | null | undefined) ?? null)
  const logos = template.franchise_logos ?? {}
  return {
    name: input.name,
    site_type: input.site_type,
    brand_version: template.brand_version,
    site_id: input.site_id,
    microsite_id: input.microsite_id,
    site_key: siteKey,
    production: false,
    maintenance: false,
    domain_name: input.domains[0],
    domains: input.domains.map((domain) => ({ domain })),
    members: member?.id != null && input.site_type !== 'agency' ? [member.id] : [],
    contact: member
      ? {
          phone_display: member.phone?.display ?? null,
          phone_intl: member.phone?.intl ?? null,
          email: member.email ?? null,
        }
      : {
          phone_display: template.contact?.phone_display ?? null,
          phone_intl: template.contact?.phone_intl ?? null,
          email: template.contact?.email ?? null,
        },
    captcha: {
      site_key: template.captcha?.site_key ?? null,
      version: template.captcha?.version ?? '3',
      enterprise: Boolean(template.captcha?.enterprise),
    },
    contact_form: {
      show_consent: template.contact_form?.show_consent ?? true,
      contact_name: to.contactName,
      default_recipient_email: member?.email ?? template.contact_form?.default_recipient_email ?? null,
    },
    favicon: idOf(template.favicon),
    franchise_logos: {
      v1_light: idOf(logos.v1_light),
      v1_dark: idOf(logos.v1_dark),
      v2_light: idOf(logos.v2_light),
      v2_dark: idOf(logos.v2_dark),
    },
    powered_by: { label: template.powered_by?.label ?? null, url: template.powered_by?.url ?? null },
  }
}
