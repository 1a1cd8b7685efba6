import { getTranslations } from 'next-intl/server'
import { RenderBlocks } from '@/views/RenderBlocks'
import { storedBlockTypes } from '@/blocks/configs'
import { getDemoBlocks } from '@/views/demo-blocks'
import { requireEditor } from '@/data/editor-session'
import { requireSite } from '@/data/site-data'
import { isLocale } from '@/domain/locales'
import { schemeNames } from '@/domain/theme'
import { ClientMessages } from '@/i18n/client'
import { messages } from '@/i18n/messages'
import { buildRenderContext, buildSiteState } from '@/views/context'
import { SiteProvider } from '@/ui/state/site'
import { parseQaQuery, type QaSearch } from './qa-query'

/** QA sections: pick block types, language and colour scheme; the blocks render with demo content. */
export default async function QaSections({ searchParams }: { searchParams: Promise<QaSearch> }) {
  await requireEditor('/qa/sections')
  const q = parseQaQuery(await searchParams, storedBlockTypes)
  const locale = isLocale(q.locale) ? q.locale : 'fr'
  const t = await getTranslations({ locale, namespace: 'QA' })
  const site = await requireSite()
  const demo = await getDemoBlocks(site.id)
  const ctx = await buildRenderContext(locale, site, null)
  const blocks = q.blocks.flatMap((type) => {
    const b = demo[type]
    return b ? [{ ...b, block_params: { ...b.block_params, ...(q.scheme ? { color_scheme: q.scheme } : {}) } }] : []
  })
  return (
    <ClientMessages locale={locale} messages={messages[locale]}>
      <SiteProvider value={buildSiteState(locale, site, null)}>
        <div className="qa-panel container scheme-normal" lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>
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
        {blocks.length ? (
          <RenderBlocks
            blocks={blocks.filter((b) => b.block_type !== 'header_classic' && b.block_type !== 'footer_classic')}
            ctx={ctx}
            zone="content"
          />
        ) : (
          <p className="container">{t('noBlocks')}</p>
        )}
        {blocks
          .filter((b) => b.block_type === 'header_classic' || b.block_type === 'footer_classic')
          .map((b) => (
            <RenderBlocks key={b.block_type} blocks={[b]} ctx={ctx} zone="header" />
          ))}
      </SiteProvider>
    </ClientMessages>
  )
}
