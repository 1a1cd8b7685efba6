'use server'
import { currentEditor } from '@/data/editor-session'
import { editPageBlocks, type EditableBlock } from '@/data/page-edit'
import { isSchemeName } from '@/domain/theme'

async function editPage(pageId: number | string, change: (blocks: EditableBlock[]) => EditableBlock[]) {
  const editor = await currentEditor()
  if (!editor) throw new Error('Editors only.')
  await editPageBlocks(editor, pageId, change)
}

/** Edit mode: set a block's colour scheme (the strip's cycle button). */
export async function setBlockScheme(pageId: number | string, blockId: string, scheme: string) {
  if (!isSchemeName(scheme)) throw new Error('Unknown colour scheme.')
  await editPage(pageId, (blocks) =>
    blocks.map((b) => (b.id === blockId ? { ...b, block_params: { ...b.block_params, color_scheme: scheme } } : b)),
  )
}

/** Edit mode: remove a block from its page. */
export async function deleteBlock(pageId: number | string, blockId: string) {
  await editPage(pageId, (blocks) => blocks.filter((b) => b.id !== blockId))
}
