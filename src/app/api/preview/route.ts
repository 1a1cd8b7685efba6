import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { editorFrom } from '@/data/editor-session'
import { splitLocalePath } from '@/domain/paths'

/** Live preview / draft mode: only a signed-in editor may turn it on; the path must be a site page. */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') ?? '/fr'
  if (!(await editorFrom(request.headers))) return new Response('Editors only.', { status: 403 })
  const { locale } = splitLocalePath(path)
  if (!locale || !path.startsWith('/') || path.startsWith('//')) return new Response('Invalid path.', { status: 400 })
  ;(await draftMode()).enable()
  redirect(path)
}
