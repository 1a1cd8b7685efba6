import { isLocale, type Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'
import { isUnverified } from './delivery-policy'
import { fill } from './messages'

export type LeadForMail = {
  id: number | string
  form_type: string
  locale?: string | null
  full_name?: string | null
  email?: string | null
  fields?: unknown
  review_flagged?: boolean | null
  review_reason?: string | null
  consent?: {
    shown?: boolean | null
    transaction?: boolean | null
    marketing?: boolean | null
    version?: string | null
  } | null
  shared_shortlist?: unknown
  createdAt?: string
}

type Attached = { favourites?: unknown; searches?: unknown }
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : [])

/** The favourites and saved searches the visitor chose to attach (issue 31 item 5): listing keys, each search's criteria. */
function shortlistRows(stored: unknown, m: { sharedFavourites: string; sharedSearches: string }): [string, string][] {
  if (!stored || typeof stored !== 'object') return []
  const { favourites, searches } = stored as Attached
  const keys = strings(favourites)
  const named = (Array.isArray(searches) ? (searches as unknown[]) : [])
    .filter((s): s is { name: string; query: string } => {
      const x = s as { name?: unknown; query?: unknown } | null
      return typeof x?.name === 'string' && typeof x?.query === 'string'
    })
    .map((s) => {
      const criteria = [...new URLSearchParams(s.query)].map(([k, v]) => `${k}=${v}`).join(', ')
      return criteria ? `${s.name} — ${criteria}` : s.name
    })
  return [
    ...(keys.length ? [[`${m.sharedFavourites} (${keys.length})`, keys.join(', ')] as [string, string]] : []),
    ...(named.length ? [[`${m.sharedSearches} (${named.length})`, named.join('\n')] as [string, string]] : []),
  ]
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The notification a broker receives: every submitted field, the consents and any review flag. */
export function composeLeadEmail(lead: LeadForMail, siteName: string) {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'fr'
  const m = messages[locale].LeadEmail
  const name = lead.full_name || lead.email || String(lead.id)
  const subjectKey = `subject_${lead.form_type}` as keyof typeof m
  const unverified = isUnverified(lead)
  const plain = fill(m[subjectKey] ?? m.subject_contact_form, { name })
  const subject = unverified ? fill(m.unverifiedSubject, { subject: plain }) : plain
  const fields = (lead.fields && typeof lead.fields === 'object' ? lead.fields : {}) as Record<string, string>
  const yn = (b?: boolean | null) => (b ? m.yes : m.no)
  const rows: [string, string][] = [
    ...Object.entries(fields).filter(([k, v]) => k !== 'form_type' && v !== ''),
    [
      m.consents,
      lead.consent?.shown
        ? `transaction: ${yn(lead.consent.transaction)}, marketing: ${yn(lead.consent.marketing)} (v ${lead.consent.version ?? '-'})`
        : '-',
    ],
    ...shortlistRows(lead.shared_shortlist, m),
    [m.sentAt, lead.createdAt ?? new Date().toISOString()],
  ]
  const lines = [
    fill(m.intro, { site: siteName }),
    ...(unverified
      ? [m.unverified]
      : lead.review_flagged
        ? [fill(m.review, { reason: lead.review_reason ?? '?' })]
        : []),
    '',
  ]
  const text = [...lines, ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n')
  const html = `<p>${lines.filter(Boolean).map(escapeHtml).join('<br>')}</p><table>${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`
  return { subject, text, html, replyTo: lead.email || undefined }
}
