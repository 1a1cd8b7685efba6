import type { ServerComponentProps } from 'payload'
import { leadSite } from './lead-site'
import { adminLanguage } from '@/domain/admin-words'
import { siteOrigin } from '@/security/public-origin'
import { leadAdminLabels } from './labels'

type Lead = {
  phone?: string | null
  email?: string | null
  source_path?: string | null
  source_listing?: string | null
  locale?: string | null
  tenant?: unknown
}

/** The site's public address for this lead's site (its domain, on the configured origin's scheme and port). */
export function publicUrl(path: string, domain: string | null | undefined): string {
  const url = new URL(path, siteOrigin())
  if (domain) url.hostname = domain
  return url.toString()
}

/**
 * The broker's one-click actions above a lead: call (tel:), reply by e-mail (mailto: with the subject
 * in the visitor's language), open the listing or page the lead was sent from.
 */
export async function QuickActions({ data, i18n, payload }: Pick<ServerComponentProps, 'data' | 'i18n' | 'payload'>) {
  const lead = (data ?? {}) as Lead
  const t = leadAdminLabels(adminLanguage(i18n.language))
  const site = await leadSite(payload, lead.tenant)
  const subject = leadAdminLabels(lead.locale === 'en' ? 'en' : 'fr').replySubject(site?.name ?? '')
  const tel = lead.phone?.replace(/[^\d+]/g, '')
  const actions = [
    tel ? { href: `tel:${tel}`, label: `${t.call} ${lead.phone}` } : null,
    lead.email ? { href: `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`, label: t.reply } : null,
    lead.source_path
      ? {
          href: publicUrl(lead.source_path, site?.domain_name),
          label: lead.source_listing ? t.openListing : t.openPage,
          external: true,
        }
      : null,
  ].filter((a): a is { href: string; label: string; external?: boolean } => a !== null)
  if (!actions.length) return null
  return (
    <nav aria-label={t.quickActions} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0 24px' }}>
      {actions.map((a) => (
        <a
          key={a.href}
          href={a.href}
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
          {...(a.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {a.label}
        </a>
      ))}
    </nav>
  )
}
