import { preload } from 'react-dom'
import { IslandMessages } from '@/i18n/client-messages'
import { corePropertiesFilters } from '@/domain/core-data'
import { routeHref } from '@/domain/route-keys'
import { optimizedImage } from '@/ui/image/optimized'
import { tr } from '@/ui/l10n'
import { firstImage } from '@/contract/core-api'
import { cardPhotoSizes } from '@/ui/search/ListingCard'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { PropertySearchLazy as PropertySearchClient } from './Lazy.client'

/** The first card's photo is the page's largest paint: fetched from the head, at high priority. */
function preloadPhoto(src: string | null) {
  if (!src) return
  if (!src.startsWith('/api/media/file/')) return preload(src, { as: 'image', fetchPriority: 'high' })
  const img = optimizedImage({ src, sizes: cardPhotoSizes })
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
}

/** The search island, given the first results for the URL's filters: they are in the HTML (issue 10). */
export function PropertySearch({ block, ctx, data: first }: BlockProps<'property_search'>) {
  const top = first?.list[0]
  if (top) preloadPhoto(firstImage(top))
  return (
    <IslandMessages locale={ctx.locale} namespaces={['Search', 'Listing']}>
      <PropertySearchClient
        title={tr(block.fields.main_title, ctx.locale) ?? ctx.t('Search.findProperty')}
        heading={headingTag(ctx)}
        contactHref={routeHref('contact', ctx.locale)}
        first={first}
        coreFilters={corePropertiesFilters(block.block_params.core_data)}
      />
    </IslandMessages>
  )
}
