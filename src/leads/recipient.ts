import type { Payload } from 'payload'
import type { Recipient } from './contact-schema'

type SiteEmails = { contact_form?: { default_recipient_email?: string | null } | null; contact?: { email?: string | null } | null }

type Entry = { email: string | null; name: string | null }

const entryOf = (doc: unknown): Entry => {
  const { email, name } = (doc ?? {}) as { email?: unknown; name?: unknown }
  return {
    email: typeof email === 'string' && email.includes('@') ? email : null,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
  }
}

/** A broker, team or administrative/executive team is a member (by slug); an office is found by its id. */
async function directoryEntry(payload: Payload, r: Recipient): Promise<Entry> {
  try {
    if (r.type === 'office') {
      return entryOf(await payload.findByID({ collection: 'offices', id: r.slug, depth: 0, overrideAccess: true, disableErrors: true }))
    }
    const found = await payload.find({ collection: 'members', where: { slug: { equals: r.slug } }, limit: 1, depth: 0, overrideAccess: true })
    return entryOf(found.docs[0])
  } catch {
    return { email: null, name: null }
  }
}

/**
 * Who receives the lead: the recipient's email from the CMS directory, else the site's default
 * recipient (spec: contact_form settings); and the recipient's name, which the consent wording names.
 */
export async function resolveRecipient(payload: Payload, recipient: Recipient | null, site: SiteEmails): Promise<Entry> {
  const own = recipient ? await directoryEntry(payload, recipient) : { email: null, name: null }
  return { email: own.email || site.contact_form?.default_recipient_email || site.contact?.email || null, name: own.name }
}
