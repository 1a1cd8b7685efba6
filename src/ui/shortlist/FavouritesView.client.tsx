'use client'
import { useMemo } from 'react'
import type { PropertyCard } from '@/contract/core-api'
import { SHARE_PARAM, sharedKeys, type Shortlist } from '@/domain/shortlist'
import { useTranslations } from '@/i18n/client'
import { SavedSearches } from './SavedSearches'
import { ShareBox } from './ShareBox'
import { ShortlistGrid } from './ShortlistGrid'
import { updateShortlist, useShortlist } from './store'
import { useMounted, useShortlistCards } from './use-shortlist-cards'

const MAX_KEYS = 62

const dropFavourite = (s: Shortlist, uls: string): Shortlist => ({
  ...s,
  favourites: s.favourites.filter((f) => f.uls !== uls),
})

/**
 * The favourites page (under the block's title): the visitor's favourites with a share link, saved searches and
 * recently viewed, from the device's list and one core API request; or, from a shared link, that list read-only.
 */
export function FavouritesView() {
  const t = useTranslations('Shortlist')
  const mounted = useMounted()
  const list = useShortlist()
  const query = useMemo(() => (mounted ? new URLSearchParams(window.location.search) : null), [mounted])
  const shared = query?.has(SHARE_PARAM) ? sharedKeys(query) : null
  const favKeys = list.favourites.map((f) => f.uls)
  const keys = shared ?? [...new Set([...favKeys, ...list.recent])].slice(0, MAX_KEYS)
  const { status, cards } = useShortlistCards(keys, mounted)
  if (!mounted || (status === 'loading' && keys.length)) return <p role="status">{t('loading')}</p>
  if (status === 'failed') return <p role="alert">{t('loadError')}</p>
  if (shared) return <SharedList keys={shared} cards={cards} />
  return (
    <>
      <section className="shortlist__section" aria-labelledby="shortlist-favourites">
        <h2 id="shortlist-favourites">{t('favourites', { count: favKeys.length })}</h2>
        <p className="shortlist__note">{t('deviceNote')}</p>
        {favKeys.length ? (
          <>
            <ShortlistGrid
              keys={favKeys}
              cards={cards}
              saved={list.favourites}
              onRemove={(uls) => updateShortlist((s) => dropFavourite(s, uls))}
            />
            <ShareBox keys={favKeys} />
          </>
        ) : (
          <p>{t('noFavourites')}</p>
        )}
      </section>
      <section className="shortlist__section" aria-labelledby="shortlist-searches">
        <h2 id="shortlist-searches">{t('searches')}</h2>
        <SavedSearches searches={list.searches} />
      </section>
      <section className="shortlist__section" aria-labelledby="shortlist-recent">
        <h2 id="shortlist-recent">{t('recent')}</h2>
        {list.recent.length ? <ShortlistGrid keys={list.recent} cards={cards} /> : <p>{t('noRecent')}</p>}
      </section>
    </>
  )
}

function SharedList({ keys, cards }: { keys: string[]; cards: Map<string, PropertyCard> }) {
  const t = useTranslations('Shortlist')
  return (
    <section className="shortlist__section" aria-labelledby="shortlist-shared">
      <h2 id="shortlist-shared">{t('sharedTitle', { count: keys.length })}</h2>
      <p className="shortlist__note">{t('sharedHint')}</p>
      {keys.length ? <ShortlistGrid keys={keys} cards={cards} /> : <p>{t('sharedEmpty')}</p>}
      <a className="btn btn--outline" href={window.location.pathname}>
        {t('myFavourites')}
      </a>
    </section>
  )
}
