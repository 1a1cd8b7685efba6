'use server'
import { currentEditor } from '@/data/editor-session'
import { payloadClient } from '@/data/payload'
import { revalidate } from '@/data/revalidate'
import { isSchemeName } from '@/domain/theme'

type Block = { id?: string | null; block_params?: { color_scheme?: string | null } | null }

async function editPage(pageId: number | string, change: (blocks: Block[]) => Block[]) {
  const editor = await currentEditor()
  if (!editor) throw new Error('Editors only.')
  const payload = await payloadClient()
  const page = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, locale: 'fr', user: editor, overrideAccess: false })
  await payload.update({
    collection: 'pages', id: pageId, locale: 'fr', user: editor, overrideAccess: false,
    data: { content: change((page.content ?? []) as Block[]) as never, _status: 'published' },
  })
  revalidate('pages')
}

/** Edit mode: set a block's colour scheme (the strip's cycle button). */
export async function setBlockScheme(pageId: number | string, blockId: string, scheme: string) {
  if (!isSchemeName(scheme)) throw new Error('Unknown colour scheme.')
  await editPage(pageId, (blocks) =>
    blocks.map((b) => (b.id === blockId ? { ...b, block_params: { ...b.block_params, color_scheme: scheme } } : b)))
}

/** Edit mode: remove a block from its page. */
export async function deleteBlock(pageId: number | string, blockId: string) {
  await editPage(pageId, (blocks) => blocks.filter((b) => b.id !== blockId))
}
