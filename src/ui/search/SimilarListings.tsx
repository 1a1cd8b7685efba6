import type { PropertyCard } from '@/listings/search/cards'
import type { Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'
import { ListingCard } from './ListingCard'

/** "Similar properties": listing cards under a listing, or on a withdrawn listing's 410 page. */
export function SimilarListings({
  listings,
  locale,
  title,
}: {
  listings: PropertyCard[]
  locale: Locale
  title: string
}) {
  if (!listings.length) return null
  return (
    <section className="listing__similar" aria-labelledby="similar-listings-title">
      <h2 id="similar-listings-title">{title}</h2>
      <ul className="results__grid">
        {listings.map((p) => (
          <li key={p.uls}>
            <ListingCard property={p} locale={locale} labels={messages[locale].Listing} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  )
}
