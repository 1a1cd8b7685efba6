import { directoryContact, type DirectoryContact } from '@/data/directory'
import { sitePeople, type SitePeopleInput } from '@/domain/site-people'
import type { Recipient } from './contact-schema'

type SiteEmails = SitePeopleInput & {
  contact_form?: { default_recipient_email?: string | null } | null
  contact?: { email?: string | null } | null
}

/**
 * Who receives the lead: the recipient's email from the site's directory, else the site's default
 * recipient (spec: contact_form settings); and the recipient's name, which the consent wording names.
 * A recipient of another site only is not reached through this one.
 */
export async function resolveRecipient(recipient: Recipient | null, site: SiteEmails): Promise<DirectoryContact> {
  const own = recipient ? await directoryContact(sitePeople(site), recipient) : { email: null, name: null }
  return {
    email: own.email || site.contact_form?.default_recipient_email || site.contact?.email || null,
    name: own.name,
  }
}
