import 'server-only'
import type { Editor } from '@/payload-types'
import { payloadClient } from './payload'
import { revalidate } from '@/infra/revalidate'

export type EditableBlock = { id?: string | null; block_params?: { color_scheme?: string | null } | null }

/** Change a page's blocks as this editor (Payload's access rules apply), publish, and expire the page cache. */
export async function editPageBlocks(
  editor: Editor,
  pageId: number | string,
  change: (blocks: EditableBlock[]) => EditableBlock[],
) {
  const payload = await payloadClient()
  const page = await payload.findByID({
    collection: 'pages',
    id: pageId,
    depth: 0,
    locale: 'fr',
    user: editor,
    overrideAccess: false,
  })
  await payload.update({
    collection: 'pages',
    id: pageId,
    locale: 'fr',
    user: editor,
    overrideAccess: false,
    data: { content: change((page.content ?? []) as EditableBlock[]) as never, _status: 'published' },
  })
  revalidate('pages')
}
