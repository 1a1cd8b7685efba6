import 'server-only'
import { payloadClient } from './payload'

export type DirectoryContact = { email: string | null; name: string | null }
export type DirectoryRef = { type: string; slug: string }

const contactOf = (doc: unknown): DirectoryContact => {
  const { email, name } = (doc ?? {}) as { email?: unknown; name?: unknown }
  return {
    email: typeof email === 'string' && email.includes('@') ? email : null,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
  }
}

/**
 * The email and name of a directory entry: a broker, team or administrative/executive team is a
 * member (by slug); an office is found by its id. Empty when unknown or unreadable.
 */
export async function directoryContact(ref: DirectoryRef): Promise<DirectoryContact> {
  try {
    const payload = await payloadClient()
    if (ref.type === 'office') {
      return contactOf(await payload.findByID({ collection: 'offices', id: ref.slug, depth: 0, overrideAccess: true, disableErrors: true }))
    }
    const found = await payload.find({ collection: 'members', where: { slug: { equals: ref.slug } }, limit: 1, depth: 0, overrideAccess: true })
    return contactOf(found.docs[0])
  } catch {
    return { email: null, name: null }
  }
}
