'use client'
import type { ReactNode } from 'react'
import type { PropertyCard } from '@/contract/core-api'
import { priceText } from '@/domain/listing-display'
import { priceChange, type Favourite } from '@/domain/shortlist'
import { useMessages, useTranslations, useLocale } from '@/i18n/client'
import { ListingCard } from '../search/ListingCard'

type Props = {
  keys: string[]
  cards: Map<string, PropertyCard>
  /** The favourites' prices when saved (a price change is shown); none for a shared or viewed list. */
  saved?: Favourite[]
  onRemove?: (uls: string) => void
}

/** Listing cards of a shortlist, each with what changed since: withdrawn, sold, a new price, or gone from the site. */
export function ShortlistGrid({ keys, cards, saved = [], onRemove }: Props) {
  const t = useTranslations('Shortlist')
  const labels = useMessages('Listing')
  const locale = useLocale()
  const price = (n: number) => priceText(n, locale) ?? ''
  const savedPrice = new Map(saved.map((f) => [f.uls, f.price]))
  return (
    <ul className="results__grid shortlist__grid">
      {keys.map((uls) => {
        const card = cards.get(uls)
        const notes: ReactNode[] = []
        if (card?.status === 'withdrawn') notes.push(t('withdrawn'))
        if (card?.status === 'sold') notes.push(t('sold'))
        const change = card ? priceChange(savedPrice.get(uls) ?? null, card.price) : null
        if (change) notes.push(t('priceChanged', { from: price(change.from), to: price(change.to) }))
        return (
          <li key={uls} className="shortlist__item" data-status={card?.status ?? 'gone'}>
            {card ? (
              <ListingCard property={card} locale={locale} labels={labels} headingLevel="h3" />
            ) : (
              <p className="shortlist__gone">{t('gone', { uls })}</p>
            )}
            {notes.length ? (
              <ul className="shortlist__notes">
                {notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            ) : null}
            {onRemove && !card ? (
              <button type="button" className="btn btn--outline" onClick={() => onRemove(uls)}>
                {t('remove')}
              </button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
