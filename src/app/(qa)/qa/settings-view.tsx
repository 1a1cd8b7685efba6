import { getTranslations } from 'next-intl/server'
import { requireEditor } from '@/data/editor-session'
import { getThemeDoc, listMediaChoices } from '@/data/qa-data'
import { requireSite } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { ClientMessages } from '@/i18n/client'
import { messages } from '@/i18n/messages'
import { renderQaSettings } from './_edit/actions'
import { formValues, type Obj } from './_edit/form-values'
import { QaEditor } from './_edit/QaEditor.client'
import { SettingsPreview } from './_edit/SettingsPreview'
import { settingsSpecs } from './_edit/specs'

export const settingsMetadata = async (locale: Locale) => ({
  title: (await getTranslations({ locale, namespace: 'QA' }))('settingsTitle'),
})

/** QA general settings: what the site is configured with, a panel to try other values on demo blocks, and where to save them. */
export async function QaSettings({ locale }: { locale: Locale }) {
  const self = locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings'
  await requireEditor(self)
  const t = await getTranslations({ locale, namespace: 'QA' })
  const site = await requireSite()
  const [theme, media] = await Promise.all([getThemeDoc(site.id), listMediaChoices()])
  const specs = settingsSpecs()
  return (
    <ClientMessages locale={locale} messages={messages[locale]}>
      <main lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>
        <div className="qa-panel container scheme-normal">
          <h1>{t('settingsTitle')}</h1>
          <p>
            <a className="link" href={locale === 'fr' ? '/qa/general-settings' : '/qa/parametres-generaux'}>
              {t('otherLanguage')}
            </a>
          </p>
        </div>
        <QaEditor
          title={t('settings')}
          ui={locale}
          sections={[
            { key: 'site', legend: t('siteSettings'), spec: specs.site },
            { key: 'theme', legend: t('theme'), spec: specs.theme },
          ]}
          initial={{
            site: formValues(specs.site, site as unknown as Obj, { media }),
            theme: formValues(specs.theme, theme, { media }),
          }}
          media={media}
          cmsUrl={`/admin/collections/sites/${site.id}`}
          render={renderQaSettings}
          extra={{ ui: locale }}
        >
          <SettingsPreview site={site} theme={theme} locale={locale} ui={locale} />
        </QaEditor>
      </main>
    </ClientMessages>
  )
}
