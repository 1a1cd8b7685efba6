import { getTranslations } from 'next-intl/server'
import { storedBlockTypes } from '@/blocks/configs'
import { getDemoBlocks } from '@/views/demo-blocks'
import { requireEditor } from '@/data/editor-session'
import { demoBlockSources, listMediaChoices } from '@/data/qa-data'
import { requireSite } from '@/data/site-data'
import { isLocale } from '@/domain/locales'
import { schemeNames } from '@/domain/theme'
import { ClientMessages } from '@/i18n/client'
import { messages } from '@/i18n/messages'
import type { BlockData } from '@/domain/page-response'
import { renderQaBlock } from '../_edit/actions'
import { formValues } from '../_edit/form-values'
import { BlocksPreview } from '../_edit/preview'
import { QaEditor } from '../_edit/QaEditor.client'
import { blockLabel, blockSpecs } from '../_edit/specs'
import { parseQaQuery, type QaSearch } from './qa-query'

export async function generateMetadata({ searchParams }: { searchParams: Promise<QaSearch> }) {
  const q = await searchParams
  const t = await getTranslations({ locale: q.locale === 'en' ? 'en' : 'fr', namespace: 'QA' })
  return { title: t('sectionsTitle') }
}

/**
 * QA sections: pick block types, language and colour scheme; the blocks render with demo content, and
 * each one's "Edit" panel changes its fields (per language) and parameters and shows the result.
 */
export default async function QaSections({ searchParams }: { searchParams: Promise<QaSearch> }) {
  await requireEditor('/qa/sections')
  const q = parseQaQuery(await searchParams, storedBlockTypes)
  const locale = isLocale(q.locale) ? q.locale : 'fr'
  const t = await getTranslations({ locale, namespace: 'QA' })
  const site = await requireSite()
  const [demo, media, sources] = await Promise.all([
    getDemoBlocks(site.id),
    listMediaChoices(),
    demoBlockSources(site.id),
  ])
  const blocks: BlockData[] = q.blocks.flatMap((type) => {
    const b = demo[type]
    return b ? [{ ...b, block_params: { ...b.block_params, ...(q.scheme ? { color_scheme: q.scheme } : {}) } }] : []
  })
  const editor = (b: BlockData) => {
    const specs = blockSpecs(b.block_type)
    if (!specs) return null
    return (
      <QaEditor
        key={b.block_type}
        title={blockLabel(b.block_type)[locale]}
        ui={locale}
        sections={[
          { key: 'fields', legend: t('fields'), spec: specs.fields },
          { key: 'params', legend: t('params'), spec: specs.params },
        ]}
        initial={{
          fields: formValues(specs.fields, b.fields, { media }),
          params: formValues(specs.params, b.block_params, { media }),
        }}
        media={media}
        cmsUrl={sources[b.block_type] ?? '/admin/collections/pages'}
        render={renderQaBlock.bind(null, b.block_type)}
      >
        <BlocksPreview blocks={[b]} locale={locale} site={site} />
      </QaEditor>
    )
  }
  return (
    <ClientMessages locale={locale} messages={messages[locale]}>
      <div lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>
        <div className="qa-panel container scheme-normal">
          <h1>{t('sectionsTitle')}</h1>
          <p>{t('intro')}</p>
          <form method="get" className="qa-form">
            <label>
              {t('language')}{' '}
              <select name="locale" defaultValue={locale}>
                <option value="fr">Français</option>
                <option value="en">English</option>
              </select>
            </label>
            <label>
              {t('scheme')}{' '}
              <select name="scheme" defaultValue={q.scheme ?? ''}>
                <option value="">{t('schemeAsIs')}</option>
                {schemeNames.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>{t('blocks')}</legend>
              {storedBlockTypes.map((type) => (
                <label key={type} className="qa-check">
                  <input type="checkbox" name="blocks" value={type} defaultChecked={q.blocks.includes(type)} /> {type}
                  {demo[type] ? '' : ' —'}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn--solid">
              {t('apply')}
            </button>
          </form>
        </div>
        {blocks.length ? blocks.map(editor) : <p className="container">{t('noBlocks')}</p>}
      </div>
    </ClientMessages>
  )
}
