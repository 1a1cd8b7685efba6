import type { Block, CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { revalidateTags } from '@/infra/revalidate'

/**
 * The block list of one zone (header or footer), one document per site (the multi-tenant plugin's
 * `isGlobal`, docs/decisions/0023). No drafts: saving publishes (versions would push PostgreSQL's
 * nested table aliases past 63 characters).
 */
export function blockZoneGlobal(
  slug: 'header' | 'footer',
  label: { fr: string; en: string },
  blocks: Block[],
): CollectionConfig {
  return {
    slug,
    labels: { singular: label, plural: label },
    admin: { group: { fr: 'Site', en: 'Site' } },
    access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
    hooks: { afterChange: [revalidateTags(slug)] },
    fields: [
      {
        name: 'blocks',
        type: 'blocks',
        blocks,
        maxRows: 3,
        ...(slug === 'header'
          ? {
              admin: {
                description: {
                  fr: 'Le premier en-tête s’affiche sur toutes les pages ; les suivants sont proposés au choix de chaque page (« En-tête de la page »).',
                  en: 'The first header shows on every page; the others are offered to each page (“Page header”).',
                },
              },
            }
          : {}),
      },
    ],
  }
}
