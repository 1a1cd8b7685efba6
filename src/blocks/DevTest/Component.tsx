import { CmsLink } from '@/ui/CmsLink'
import { CodeSnippet } from '@/ui/CodeSnippet'
import { DevTabsLazy, ReadMoreLazy, ShowMoreLazy } from '@/ui/catalogue/Lazy.client'
import { Icon } from '@/ui/Icon'
import { iconNames } from '@/ui/icon-names'
import { tr } from '@/ui/l10n'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/**
 * Developer test block: tabs of sample content (texts, links and icons, medias, edito, components,
 * responsive, scripts) in the page's language, and the active breakpoint.
 */
export function DevTest({ block, ctx }: BlockProps<'dev_test'>) {
  const H = headingTag(ctx)
  const t = (k: string, v?: Record<string, string | number>) => ctx.t(`DevTest.${k}` as never, v as never)
  const link = (
    url: string,
    text: string,
    type: 'link' | 'button' | 'button-outline' = 'link',
    target: '_self' | '_blank' = '_self',
  ) => ({ url: { fr: url, en: url }, text: { fr: text, en: text }, target, format: { type } })
  const tabs = [
    {
      id: 'texts',
      panel: (
        <>
          {[2, 3].map((l) => {
            const Tag = `h${l}` as 'h2'
            return <Tag key={l}>{t('headingSample', { level: l })}</Tag>
          })}
          <p>{t('paragraph')}</p>
          <ul>
            <li>{t('paragraph')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'links',
      panel: (
        <>
          <p>
            <CmsLink link={link('/contact', t('internalLink'))} ctx={ctx} />
          </p>
          <p>
            <CmsLink link={link('https://www.oaciq.com', t('externalLink'), 'link', '_blank')} ctx={ctx} />
          </p>
          <div className="cta-list">
            <CmsLink link={link('/contact', t('buttonLink'), 'button')} ctx={ctx} />
            <CmsLink link={link('/contact', t('outlineLink'), 'button-outline')} ctx={ctx} />
          </div>
          <ul className="dev-test__icons">
            {iconNames.map((n) => (
              <li key={n}>
                <Icon name={n} size={24} />
                <code>{n}</code>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    { id: 'medias', panel: <div className="dev-test__swatch" role="img" aria-label={t('tabs.medias')} /> },
    { id: 'edito', panel: <blockquote className="dev-test__quote">{t('editoQuote')}</blockquote> },
    {
      id: 'components',
      panel: (
        <>
          <p>{t('componentsIntro')}</p>
          <ReadMoreLazy more={ctx.t('Catalogue.readMore')} less={ctx.t('Catalogue.readLess')}>
            <p>{Array.from({ length: 12 }, () => t('paragraph')).join(' ')}</p>
          </ReadMoreLazy>
          <ShowMoreLazy label={ctx.t('Catalogue.showMore')} className="dev-test__list">
            {[1, 2, 3, 4, 5].map((n) => (
              <p key={n}>{n}</p>
            ))}
          </ShowMoreLazy>
          <CodeSnippet
            code={tr(block.fields.code_sample, ctx.locale)}
            label={ctx.t('TextBlocks.codeSample')}
            language="html"
          />
        </>
      ),
    },
    { id: 'responsive', panel: <p>{t('responsiveIntro')}</p> },
    { id: 'scripts', panel: <p>{t('scriptsIntro')}</p> },
  ].map((x) => ({ ...x, label: t(`tabs.${x.id}`) }))
  return (
    <div className="dev-test container">
      <H>{tr(block.fields.main_title, ctx.locale) || t('title')}</H>
      <DevTabsLazy label={t('tabsLabel')} tabs={tabs} breakpointLabel={t('breakpoint', { name: '{name}' })} />
    </div>
  )
}
