import type { Block, GlobalConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { revalidateTags } from '@/data/revalidate'

/**
 * A global holding the site-wide block list of one zone (header or footer). No drafts: saving
 * publishes (versions would push PostgreSQL's nested table aliases past 63 characters).
 */
export function blockZoneGlobal(slug: 'header' | 'footer', label: { fr: string; en: string }, blocks: Block[]): GlobalConfig {
  return {
    slug,
    label,
    access: { read: anyone, update: editorsOnly },
    hooks: { afterChange: [revalidateTags(slug)] },
    fields: [
      {
        name: 'blocks',
        type: 'blocks',
        blocks,
        maxRows: 3,
        ...(slug === 'header'
          ? { admin: { description: { fr: 'Le premier en-tête s’affiche sur toutes les pages ; les suivants sont proposés au choix de chaque page (« En-tête de la page »).', en: 'The first header shows on every page; the others are offered to each page (“Page header”).' } } }
          : {}),
      },
    ],
  }
}
