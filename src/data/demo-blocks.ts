import { blockRegistry, type BlockType } from '@/blocks/registry'
import { cached } from './cache'
import type { BlockData } from './page-response'
import { payloadClient } from './payload'
import { getZoneBlocks } from './site-data'
import { toBlocks } from './to-block'

/** One example of every block type found in the published content (QA sections page). */
export const getDemoBlocks = cached(
  async (): Promise<Partial<Record<BlockType, BlockData>>> => {
    const payload = await payloadClient()
    const pages = await payload.find({ collection: 'pages', locale: 'all' as 'fr', depth: 1, limit: 200, pagination: false })
    const all = [...(await getZoneBlocks('header', false)), ...pages.docs.flatMap((p) => toBlocks(p.content)), ...(await getZoneBlocks('footer', false))]
    const out: Partial<Record<BlockType, BlockData>> = {}
    for (const b of all) if (b.block_type in blockRegistry && !out[b.block_type as BlockType]) out[b.block_type as BlockType] = b
    return out
  },
  'demo-blocks',
  ['pages', 'header', 'footer'],
)
