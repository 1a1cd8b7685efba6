import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import { idOf } from '@/access/site-scope'
import { kindWords, leadKind } from '@/domain/lead-words'
import { siteOrigin } from '@/security/public-origin'
import { DELIVERY_BASE_DELAY_MS, DELIVERY_LOCK_MS, DELIVERY_MAX_ATTEMPTS, DELIVERY_MAX_DELAY_MS } from './constants'
import { claimAssigneeMail, recordAttempt } from './lead-store'
import type { MailMessage } from './transports'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The e-mail a member receives when a lead is assigned to them, French then English (the member's
 * language is not known): who wrote, how to reach them, their message, and the lead in the admin.
 */
export function composeAssigneeMail(lead: Lead, siteName: string, adminUrl: string): Omit<MailMessage, 'to'> {
  const name = lead.full_name || lead.email || String(lead.id)
  const kind = kindWords[leadKind(lead.form_type, lead.source_listing)]
  const rows: Array<[string, string, string | null | undefined]> = [
    ['Nom', 'Name', name],
    ['Courriel', 'E-mail', lead.email],
    ['Téléphone', 'Phone', lead.phone],
    ['Formulaire', 'Form', `${kind.fr} / ${kind.en}`],
    ['Page d’origine', 'Source page', lead.source_path],
    ['Message', 'Message', lead.message],
  ]
  const shown = rows.filter(([, , v]) => v)
  const text = [
    `Une demande reçue sur ${siteName} vous est confiée. / A lead received on ${siteName} was assigned to you.`,
    '',
    ...shown.map(([fr, en, v]) => `${fr} / ${en} : ${v}`),
    '',
    `Ouvrir la demande / Open the lead : ${adminUrl}`,
  ].join('\n')
  const html = [
    `<p>Une demande reçue sur ${escapeHtml(siteName)} vous est confiée.<br>A lead received on ${escapeHtml(siteName)} was assigned to you.</p>`,
    '<table>',
    ...shown.map(([fr, en, v]) => `<tr><th align="left">${fr} / ${en}</th><td>${escapeHtml(String(v))}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(adminUrl)}">Ouvrir la demande / Open the lead</a></p>`,
  ].join('\n')
  return {
    subject: `Demande confiée : ${name} / Lead assigned: ${name}`,
    text,
    html,
    ...(lead.email ? { replyTo: lead.email } : {}),
  }
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000)
const backoff = (n: number) => Math.min(DELIVERY_BASE_DELAY_MS * 2 ** Math.max(0, n - 1), DELIVERY_MAX_DELAY_MS)

async function memberEmail(payload: Payload, id: number | string | null): Promise<string | null> {
  if (id === null) return null
  const m = await payload
    .findByID({ collection: 'members', id, depth: 0, overrideAccess: true, select: { email: true } })
    .catch(() => null)
  return m?.email ?? null
}

async function siteName(payload: Payload, tenant: unknown, fallback: string): Promise<string> {
  const id = idOf(tenant)
  if (id === null) return fallback
  const s = await payload
    .findByID({ collection: 'sites', id, depth: 0, overrideAccess: true, select: { name: true } })
    .catch(() => null)
  return s?.name ?? fallback
}

/** One attempt at a lead's assignee e-mail: claimed first, then sent, then its outcome recorded. */
export async function deliverAssigneeMail(
  payload: Payload,
  id: number | string,
  fallbackSite: string,
  now: Date,
  sendMail: (m: MailMessage) => Promise<void>,
): Promise<'delivered' | 'retry' | 'failed' | 'skipped'> {
  const lead = await claimAssigneeMail(payload, id, now, new Date(now.getTime() + DELIVERY_LOCK_MS))
  if (!lead) return 'skipped'
  let error: string | null = null
  const to = await memberEmail(payload, idOf(lead.assignee))
  try {
    if (!to) throw new Error('The assignee has no e-mail address in the directory')
    const adminUrl = `${siteOrigin()}/admin/collections/leads/${lead.id}`
    await sendMail({ to, ...composeAssigneeMail(lead, await siteName(payload, lead.tenant, fallbackSite), adminUrl) })
  } catch (e) {
    error = errorText(e)
  }
  const attempts = (lead.assignee_mail_attempts ?? 0) + 1
  const outcome = !error ? 'delivered' : attempts >= DELIVERY_MAX_ATTEMPTS || !to ? 'failed' : 'retry'
  await recordAttempt(payload, id, {
    assignee_mail_state: outcome === 'retry' ? 'pending' : outcome,
    assignee_mail_attempts: attempts,
    assignee_mail_to: to,
    assignee_mail_error: error,
    assignee_mail_locked_until: null,
    assignee_mail_next_at: outcome === 'retry' ? new Date(now.getTime() + backoff(attempts)).toISOString() : null,
  })
  return outcome
}
