import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { SiteRecord } from '@/data/site-data'
import type { Locale } from '@/domain/locales'
import { getDemoBlocks } from '@/views/demo-blocks'
import type { Obj } from './form-values'
import { BlocksPreview, scopedThemeCss, themeColors, themeInputOf } from './preview'

/** Demo blocks the settings show on: a hero, a call to action, the contact form (when the site has them). */
const SAMPLE = ['hero_content_1', 'cta', 'contact_form']

type Props = { site: SiteRecord; theme: Obj; locale: Locale; ui: Locale }

/** The settings as they stand (stored, or edited in the panel): their table, the theme's colours and demo blocks in that theme. */
export async function SettingsPreview({ site, theme, locale, ui }: Props) {
  const t = await getTranslations({ locale: ui, namespace: 'QA' })
  const input = themeInputOf(theme)
  const demo = await getDemoBlocks(site.id)
  const yes = (v: unknown) => (v ? t('yes') : t('no'))
  const rows: [string, string][] = [
    ['site_id', site.site_id],
    ['microsite_id', site.microsite_id],
    ['site_type', site.site_type ?? '—'],
    ['brand_version', site.brand_version ?? '—'],
    ['production', yes(site.production)],
    ['maintenance', yes(site.maintenance)],
    [
      'captcha',
      site.captcha?.site_key ? `v${site.captcha.version}${site.captcha.enterprise ? ' Enterprise' : ''}` : t('no'),
    ],
    ['contact_form.show_consent', yes(site.contact_form?.show_consent ?? true)],
    ['contact_form.contact_name', site.contact_form?.contact_name || '—'],
    ['theme.preset', input.preset ?? 'blue'],
  ]
  return (
    <div className="qa-settings-preview scheme-normal">
      <style dangerouslySetInnerHTML={{ __html: scopedThemeCss(input) }} />
      <div className="container">
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
          {Object.entries(themeColors(input)).map(([name, value]) => (
            <li key={name}>
              <span className="qa-swatch" style={{ background: value }} aria-hidden /> <code>{name}</code> {value}
            </li>
          ))}
        </ul>
        <h2>{t('sampleBlocks')}</h2>
      </div>
      <BlocksPreview blocks={SAMPLE.flatMap((b) => (demo[b] ? [demo[b]] : []))} locale={locale} site={site} />
    </div>
  )
}
