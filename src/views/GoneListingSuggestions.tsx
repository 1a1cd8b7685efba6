import { getTranslations } from 'next-intl/server'
import { similarToWithdrawn } from '@/data/listing-page'
import type { Locale } from '@/domain/locales'
import type { SiteScope } from '@/domain/site-people'
import { SimilarListings } from '@/ui/search/SimilarListings'
import { pathOf } from './load-page'

/** On a 410 page for a withdrawn listing: the site's active listings like it, so the visitor has somewhere to go. */
export async function GoneListingSuggestions({
  site,
  locale,
  segments,
}: {
  site: SiteScope
  locale: Locale
  segments?: string[]
}) {
  const listings = await similarToWithdrawn(site, locale, pathOf(segments)).catch(() => [])
  const t = await getTranslations({ locale, namespace: 'Listing' })
  if (!listings.length) return null
  return (
    <div className="listing-gone">
      <p className="listing-gone__note">
        <strong>{t('withdrawnTitle')}</strong> {t('withdrawnMessage')}
      </p>
      <SimilarListings listings={listings} locale={locale} title={t('similar')} />
    </div>
  )
}
