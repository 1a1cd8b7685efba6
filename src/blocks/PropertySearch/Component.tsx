import { routeHref } from '@/domain/route-keys'
import { tr } from '@/ui/l10n'
import { headingTag, type L } from '../shared'
import type { BlockProps } from '../types'
import { PropertySearchLazy as PropertySearchClient } from './Lazy.client'

export type PropertySearchFields = { main_title?: L }

export function PropertySearch({ block, ctx }: BlockProps<PropertySearchFields>) {
  return (
    <PropertySearchClient
      title={tr(block.fields.main_title, ctx.locale) ?? ctx.t('Search.findProperty')}
      heading={headingTag(ctx)}
      contactHref={routeHref('contact', ctx.locale)}
    />
  )
}
