import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import type { Lead } from '@/payload-types'
import { canMove, isFirstContact, isLeadStatus, type LeadStatus } from '@/domain/lead-status'
import { statusWords } from '@/domain/lead-words'
import { adminLanguage } from '@/domain/admin-words'
import { idOf } from '@/access/site-scope'

type Note = { author?: string | null; body?: string | null; at?: string | null; id?: string | null }

const authorOf = (user: unknown): string => {
  const u = user as { name?: string | null; email?: string | null } | null
  return u?.name || u?.email || '—'
}

/**
 * A broker's work on a lead, enforced whoever writes it (admin, REST or GraphQL): notes are
 * append-only (a new note is stamped with its author and time; existing ones never change), a
 * status moves only one step of the pipeline (the first move out of « new » is the first contact),
 * and a new assignee queues their e-mail in the outbox.
 */
export const leadWorkBeforeChange: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  const lang = adminLanguage(req.i18n?.language)
  const now = new Date().toISOString()
  const kept: Note[] = (originalDoc?.notes as Note[] | undefined) ?? []
  const added = typeof data.new_note === 'string' ? data.new_note.trim() : ''
  data.notes = added ? [...kept, { author: authorOf(req.user), body: added.slice(0, 5000), at: now }] : kept
  delete data.new_note

  const from: LeadStatus = isLeadStatus(originalDoc?.status) ? originalDoc.status : 'new'
  const to = data.status ?? from
  if (!isLeadStatus(to) || !canMove(from, to)) {
    const message =
      lang === 'en'
        ? `status: a lead moves from “${statusWords[from].en}” only to the next step.`
        : `status : une demande passe de « ${statusWords[from].fr} » à l’étape suivante seulement.`
    throw new ValidationError({ collection: 'leads', errors: [{ path: 'status', message }] }, req.t)
  }
  if (isFirstContact(from, to) && !originalDoc?.first_contacted_at) data.first_contacted_at = now

  const assignee = 'assignee' in data ? idOf(data.assignee) : idOf(originalDoc?.assignee)
  if (assignee !== null && String(assignee) !== String(idOf(originalDoc?.assignee))) {
    data.assignee_mail_state = 'pending'
    data.assignee_mail_attempts = 0
    data.assignee_mail_next_at = now
    data.assignee_mail_error = null
    data.assignee_mail_locked_until = null
    data.assignee_mail_to = null
  } else if (assignee === null && 'assignee' in data) {
    data.assignee_mail_state = null
    data.assignee_mail_next_at = null
  }
  return data
}

/** A new assignee's e-mail leaves after the response, once the assignment is committed (the outbox retries it). */
export const leadWorkAfterChange: CollectionAfterChangeHook<Lead> = ({ doc, previousDoc, req, operation }) => {
  if (operation === 'update' && doc.assignee_mail_state === 'pending' && previousDoc?.assignee_mail_state !== 'pending')
    // Loaded when needed: the outbox is server-only, and the config is also read by Payload's CLI.
    void import('@/leads/services').then(({ leadServices }) =>
      leadServices().afterResponse(async () => (await import('@/leads/outbox-runner')).runOutbox(req.payload, '')),
    )
  return doc
}
