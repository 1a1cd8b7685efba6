import { IslandMessages } from '@/i18n/client-messages'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { FavouritesViewLazy as FavouritesView } from './Lazy.client'

/** The favourites page's block: title and text from the CMS, the visitor's lists from their device. */
export function Favourites({ block, ctx }: BlockProps<'favourites'>) {
  const f = block.fields
  const H = headingTag(ctx)
  return (
    <div className="container shortlist">
      <H>{tr(f.main_title, ctx.locale) || ctx.t('Shortlist.title')}</H>
      <PlainText text={tr(f.description, ctx.locale)} />
      <IslandMessages locale={ctx.locale} namespaces={['Shortlist', 'Listing']}>
        <FavouritesView />
      </IslandMessages>
    </div>
  )
}
