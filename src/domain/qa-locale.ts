import type { Locale } from './locales'

/** The language a QA page is in, from its path and query: `/qa/general-settings` and `?locale=en` are English. */
export function qaLocaleOfUrl(url: string | null): Locale {
  if (!url) return 'fr'
  const [path, query = ''] = url.split('?', 2)
  if (path.replace(/\/+$/, '') === '/qa/general-settings') return 'en'
  return new URLSearchParams(query).get('locale') === 'en' ? 'en' : 'fr'
}
