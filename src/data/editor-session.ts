import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from './payload'

/** The signed-in CMS editor of this request, if any (Payload's auth cookie). */
export async function currentEditor() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user ?? null
}

/** QA pages and edit mode are for editors: others are sent to the CMS sign-in. */
export async function requireEditor(returnTo: string) {
  const user = await currentEditor()
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(returnTo)}`)
  return user
}
