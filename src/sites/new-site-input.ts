import { siteDomainOf } from '@/domain/site-host'

export const siteTypes = ['broker', 'team', 'agency'] as const
export type SiteType = (typeof siteTypes)[number]

/** What the administrator enters to create a site from a template. */
export type NewSiteInput = {
  template: number | string
  name: string
  site_id: string
  microsite_id: string
  domains: string[]
  site_type: SiteType
  member: number | string | null
  contact_name: string | null
}

type Message = { fr: string; en: string }
export type InputError = { field: keyof NewSiteInput; message: Message }

const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
const MAX_DOMAINS = 10

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const idOf = (v: unknown): number | string | null => {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) && Number(v) > 0) return Number(v)
  return null
}
/** Domains as a list, or one per line / separated by commas or spaces. */
const domainList = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : text(v).split(/[\s,]+/)).filter(Boolean)

/**
 * The form's input checked and normalized (domains as the Host names them, duplicates dropped), or
 * the errors, each naming its field, in French and English.
 */
export function parseNewSite(body: unknown): { ok: true; input: NewSiteInput } | { ok: false; errors: InputError[] } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const errors: InputError[] = []
  const fail = (field: InputError['field'], fr: string, en: string) => errors.push({ field, message: { fr, en } })

  const template = idOf(b.template)
  if (template === null) fail('template', 'Choisissez le site modèle.', 'Choose the template site.')
  const name = text(b.name)
  if (!name || name.length > 120)
    fail(
      'name',
      'Le nom du site est obligatoire (120 caractères au plus).',
      'The site name is required (120 characters at most).',
    )
  const ids = { site_id: text(b.site_id), microsite_id: text(b.microsite_id) }
  for (const field of ['site_id', 'microsite_id'] as const)
    if (!IDENTIFIER.test(ids[field]))
      fail(
        field,
        `${field} : lettres, chiffres, - et _ seulement (64 au plus).`,
        `${field}: letters, digits, - and _ only (64 at most).`,
      )
  const typed = domainList(b.domains)
  const domains = [...new Set(typed.map((d) => siteDomainOf(d)))]
  const bad = typed.find((d) => !siteDomainOf(d))
  if (!typed.length) fail('domains', 'Indiquez au moins un nom de domaine.', 'Enter at least one domain name.')
  else if (bad)
    fail('domains', `Nom de domaine invalide : ${bad.slice(0, 80)}`, `Invalid domain name: ${bad.slice(0, 80)}`)
  else if (domains.length > MAX_DOMAINS)
    fail('domains', `${MAX_DOMAINS} noms de domaine au plus.`, `${MAX_DOMAINS} domain names at most.`)
  const siteType = siteTypes.find((t) => t === b.site_type)
  if (!siteType) fail('site_type', 'Type de site : courtier, équipe ou agence.', 'Site type: broker, team or agency.')
  const member = b.member === undefined || b.member === null || b.member === '' ? null : idOf(b.member)
  if (member === null && b.member !== undefined && b.member !== null && b.member !== '')
    fail('member', 'Membre inconnu.', 'Unknown member.')
  const contactName = text(b.contact_name)
  if (contactName.length > 120)
    fail(
      'contact_name',
      'Nom de la personne-ressource : 120 caractères au plus.',
      'Contact name: 120 characters at most.',
    )

  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    input: {
      template: template!,
      name,
      ...ids,
      domains: domains as string[],
      site_type: siteType!,
      member,
      contact_name: contactName || null,
    },
  }
}
