import 'server-only'
import { findThemeDoc, type SiteId } from './site-data'
import { payloadClient } from './payload'

type Alt = { fr: string; en: string }

/** The images an editor can pick in the QA panel (read only). */
export async function listMediaChoices() {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'media',
    where: { mimeType: { like: 'image/' } },
    locale: 'all',
    depth: 0,
    limit: 200,
    sort: 'id',
    pagination: false,
  })
  return r.docs.flatMap((d) => {
    if (!d.url) return []
    const alt = (typeof d.alt === 'object' && d.alt ? d.alt : { fr: d.alt ?? '', en: d.alt ?? '' }) as Partial<Alt>
    return [
      {
        id: String(d.id),
        url: d.url,
        alt: { fr: alt.fr ?? '', en: alt.en ?? alt.fr ?? '' },
        width: d.width ?? 0,
        height: d.height ?? 0,
        mimeType: d.mimeType ?? 'image/jpeg',
      },
    ]
  })
}

/** A site's theme document as stored (the QA settings panel edits its fields). */
export async function getThemeDoc(site: SiteId): Promise<Record<string, unknown>> {
  // The panel edits the stored fields by name: a generated Theme has no index signature to read them through.
  return ((await findThemeDoc(site)) ?? {}) as unknown as Record<string, unknown>
}

/** Where each block type of the QA demo is stored, as the CMS address of that document (header, pages, footer: getDemoBlocks' order). */
export async function demoBlockSources(site: SiteId): Promise<Record<string, string>> {
  const payload = await payloadClient()
  const out: Record<string, string> = {}
  const add = (collection: string, id: number | string, list: unknown) => {
    for (const b of Array.isArray(list) ? (list as { blockType?: string }[]) : [])
      if (b.blockType) out[b.blockType] ??= `/admin/collections/${collection}/${id}`
  }
  const where = { tenant: { equals: site } }
  const zone = async (slug: 'header' | 'footer') =>
    (await payload.find({ collection: slug, where, depth: 0, limit: 1, overrideAccess: true, pagination: false })).docs
  for (const d of await zone('header')) add('header', d.id, d.blocks)
  const pages = await payload.find({ collection: 'pages', where, depth: 0, limit: 200, pagination: false })
  for (const p of pages.docs) add('pages', p.id, p.content)
  for (const d of await zone('footer')) add('footer', d.id, d.blocks)
  return out
}
