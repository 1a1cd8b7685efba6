'use client'
import { useTranslations } from '@/i18n/client'
import { ShortlistGrid } from './ShortlistGrid'
import { useShortlist } from './store'
import { useMounted, useShortlistCards } from './use-shortlist-cards'

/** The last 12 listings this visitor opened, newest first (the « Vus récemment » block; decision 0046). */
export function RecentlyViewedList() {
  const t = useTranslations('Shortlist')
  const mounted = useMounted()
  const keys = useShortlist().recent
  const { status, cards } = useShortlistCards(keys, mounted)
  if (!mounted || !keys.length) return <p>{t('noRecent')}</p>
  if (status === 'loading') return <p role="status">{t('loading')}</p>
  if (status === 'failed') return <p role="alert">{t('loadError')}</p>
  return <ShortlistGrid keys={keys.filter((k) => cards.has(k))} cards={cards} />
}
