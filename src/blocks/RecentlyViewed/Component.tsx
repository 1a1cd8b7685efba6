import { IslandMessages } from '@/i18n/client-messages'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { RecentlyViewedListLazy as RecentlyViewedList } from './Lazy.client'

/** « Vus récemment / Recently viewed »: the last listings this visitor opened (from their device). */
export function RecentlyViewed({ block, ctx }: BlockProps<'recently_viewed'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const title = tr(f.main_title, ctx.locale) || ctx.t('Shortlist.recent')
  return (
    <section className="container shortlist" aria-label={title}>
      <H>{title}</H>
      <PlainText text={tr(f.description, ctx.locale)} />
      <IslandMessages locale={ctx.locale} namespaces={['Shortlist', 'Listing']}>
        <RecentlyViewedList />
      </IslandMessages>
    </section>
  )
}
