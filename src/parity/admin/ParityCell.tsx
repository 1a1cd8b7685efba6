import type { DefaultServerCellComponentProps } from 'payload'
import { parityLabels } from '../labels'
import { adminLang } from '../report'
import { rowParity } from '../summary'
import { badgeStyle } from './styles'

/**
 * The list's « Traduction » column: « EN : 3 manquants, 1 copié » per language with gaps, else « Complète ».
 * The counts are stored on save (`summary.ts`): the column costs one small read for the whole list.
 * Payload also renders a UI field's Cell in the document form, without a row: nothing is shown there.
 */
export async function ParityCell({ rowData, collectionSlug, payload, i18n }: DefaultServerCellComponentProps) {
  const row = rowData as { id?: string | number; updatedAt?: string } | undefined
  if (row?.id === undefined || row.id === null) return null
  const t = parityLabels(adminLang(i18n.language))
  const { counts } = await rowParity(payload, collectionSlug, row.id, row.updatedAt)
  const badges = (['en', 'fr'] as const).map((l) => ({ l, ...counts[l] })).filter((c) => c.missing + c.copied > 0)
  if (!badges.length) return <span style={badgeStyle(false)}>{t.complete}</span>
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {badges.map((b) => (
        <span key={b.l} style={badgeStyle(true)}>
          {t.badge(t.code[b.l], b.missing, b.copied)}
        </span>
      ))}
    </span>
  )
}
