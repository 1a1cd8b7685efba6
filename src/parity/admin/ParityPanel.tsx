import type { UIFieldServerProps } from 'payload'
import { parityLabels } from '../labels'
import { adminLang, documentParity } from '../report'
import { ParityPanelView, type PanelGap } from './ParityPanelView'

/**
 * The « Traduction » panel of a document: each field missing or copied in a language, named by its label path
 * (Blocs › Héros › Titre), each a link to the field in that language. Nothing before the first save.
 */
export async function ParityPanel({ id, collectionSlug, payload, i18n }: UIFieldServerProps) {
  if (id === undefined || id === null) return null
  const lang = adminLang(i18n.language)
  const t = parityLabels(lang)
  const report = await documentParity(payload, collectionSlug, id, lang)
  const gaps: PanelGap[] = report.gaps.map((g) => ({
    label: g.labels.join(' › '),
    kind: g.kind === 'missing' ? t.missingIn(t.language[g.locale]) : t.copiedIn(t.language[g.locale]),
    locale: g.locale,
    target: `field-${g.path.replace(/\./g, '__')}`,
  }))
  return <ParityPanelView title={t.panelTitle} none={t.none} gaps={gaps} />
}
