import type { Payload } from 'payload'
import type { Recipient } from './contact-schema'

type SiteEmails = { contact_form?: { default_recipient_email?: string | null } | null; contact?: { email?: string | null } | null }

const emailOf = (doc: unknown): string | null => {
  const email = (doc as { email?: unknown } | null | undefined)?.email
  return typeof email === 'string' && email.includes('@') ? email : null
}

/** A broker, team or administrative/executive team is a member (by slug); an office is found by its id. */
async function directoryEmail(payload: Payload, r: Recipient): Promise<string | null> {
  try {
    if (r.type === 'office') {
      return emailOf(await payload.findByID({ collection: 'offices', id: r.slug, depth: 0, overrideAccess: true, disableErrors: true }))
    }
    const found = await payload.find({ collection: 'members', where: { slug: { equals: r.slug } }, limit: 1, depth: 0, overrideAccess: true })
    return emailOf(found.docs[0])
  } catch {
    return null
  }
}

/** The recipient's email from the CMS directory, else the site's default recipient (spec: contact_form settings). */
export async function resolveRecipientEmail(payload: Payload, recipient: Recipient | null, site: SiteEmails): Promise<string | null> {
  const own = recipient ? await directoryEmail(payload, recipient) : null
  return own || site.contact_form?.default_recipient_email || site.contact?.email || null
}
