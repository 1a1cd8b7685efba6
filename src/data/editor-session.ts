import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from './payload'

/** The CMS editor signed in on these request headers, if any (Payload's auth cookie). */
export async function editorFrom(requestHeaders: Headers) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user ?? null
}

/** The signed-in CMS editor of this request, if any. */
export const currentEditor = async () => editorFrom(await headers())

/** QA pages and edit mode are for editors: others are sent to the CMS sign-in. */
export async function requireEditor(returnTo: string) {
  const user = await currentEditor()
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(returnTo)}`)
  return user
}
