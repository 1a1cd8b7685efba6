import { storedBlockTypes } from '@/blocks/configs'
import { cached } from '@/infra/cache'
import type { BlockData } from '@/domain/page-response'
import { payloadClient } from '@/data/payload'
import { getZoneBlocks, type SiteId } from '@/data/site-data'
import { toBlocks } from '@/data/to-block'

/** One example of every block type found in a site's published content (QA sections page). */
export const getDemoBlocks = cached(
  async (site: SiteId): Promise<Record<string, BlockData>> => {
    const payload = await payloadClient()
    const pages = await payload.find({
      collection: 'pages',
      where: { tenant: { equals: site } },
      locale: 'all',
      depth: 1,
      limit: 200,
      pagination: false,
    })
    const all = [
      ...(await getZoneBlocks(site, 'header', false)),
      ...pages.docs.flatMap((p) => toBlocks(p.content)),
      ...(await getZoneBlocks(site, 'footer', false)),
    ]
    const known = new Set(storedBlockTypes)
    const out: Record<string, BlockData> = {}
    for (const b of all) if (known.has(b.block_type) && !out[b.block_type]) out[b.block_type] = b
    return out
  },
  'demo-blocks',
  ['pages', 'header', 'footer'],
)
