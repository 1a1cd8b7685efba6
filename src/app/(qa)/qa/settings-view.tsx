import { getTranslations } from 'next-intl/server'
import { requireEditor } from '@/data/editor-session'
import { getTheme, requireSite } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { resolveTheme } from '@/domain/theme'

/** QA general settings: what the site is configured with, and where to change it. */
export async function QaSettings({ locale }: { locale: Locale }) {
  const self = locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings'
  await requireEditor(self)
  const t = await getTranslations({ locale, namespace: 'QA' })
  const site = await requireSite()
  const theme = await getTheme(site.id)
  const yes = (v: unknown) => (v ? t('yes') : t('no'))
  const rows: [string, string][] = [
    ['site_id', site.site_id],
    ['microsite_id', site.microsite_id],
    ['site_type', site.site_type],
    ['brand_version', site.brand_version],
    ['production', yes(site.production)],
    ['maintenance', yes(site.maintenance)],
    [
      'captcha',
      site.captcha?.site_key ? `v${site.captcha.version}${site.captcha.enterprise ? ' Enterprise' : ''}` : t('no'),
    ],
    ['contact_form.show_consent', yes(site.contact_form?.show_consent ?? true)],
    ['contact_form.contact_name', site.contact_form?.contact_name ?? '—'],
    ['theme.preset', theme.preset ?? 'blue'],
  ]
  const colors = resolveTheme(theme).colors
  return (
    <main className="qa-panel container scheme-normal" lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>
      <h1>{t('settingsTitle')}</h1>
      <p>
        <a className="link" href={locale === 'fr' ? '/qa/general-settings' : '/qa/parametres-generaux'}>
          {t('otherLanguage')}
        </a>
      </p>
      <table className="qa-table">
        <thead>
          <tr>
            <th scope="col">{t('setting')}</th>
            <th scope="col">{t('value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">
                <code>{k}</code>
              </th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('colors')}</h2>
      <ul className="qa-swatches">
        {Object.entries(colors).map(([name, value]) => (
          <li key={name}>
            <span className="qa-swatch" style={{ background: value }} aria-hidden /> <code>{name}</code> {value}
          </li>
        ))}
      </ul>
      <p>
        <a className="btn btn--solid" href={`/admin/collections/sites/${site.id}`}>
          {t('edit')}
        </a>
      </p>
    </main>
  )
}
