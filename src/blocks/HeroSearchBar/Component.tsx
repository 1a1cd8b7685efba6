import { corePropertiesFilters } from '@/domain/core-data'
import { IslandMessages } from '@/i18n/client-messages'
import { routeHref } from '@/domain/route-keys'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { HeroSearchBarLazy as HeroSearchBarClient } from './Lazy.client'

export function HeroSearchBar({ block, ctx }: BlockProps<'hero_search_bar'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const tabs = (f.search_tabs_repeater ?? []).map((tab, i) => ({
    id: tab.id ?? String(i),
    title: tr(tab.tab_title, ctx.locale) ?? '',
    icon: <Icon name={tab.tab_icon?.type} weight={tab.tab_icon?.font_weight} size={18} />,
    panel: (
      <div className="hero-search__tab-content">
        <Icon
          name={tab.content_icon?.type}
          weight={tab.content_icon?.font_weight}
          color={tab.content_icon?.color}
          size={28}
        />
        <PlainText text={tr(tab.description, ctx.locale)} className="hero-search__desc" />
        <CmsLink link={tab.cta} ctx={ctx} />
      </div>
    ),
  }))
  return (
    <div className="hero-search">
      <div className="hero-search__bg">
        <MediaImage
          image={f.bg_media}
          locale={ctx.locale}
          priority={ctx.index === 0 ? 'high' : 'low'}
          fill
          decorative
        />
      </div>
      <div className="hero-search__inner container">
        <H className="hero-search__title">{tr(f.main_title, ctx.locale)}</H>
        {tr(f.sub_title, ctx.locale) ? <p className="hero-search__sub">{tr(f.sub_title, ctx.locale)}</p> : null}
        <IslandMessages locale={ctx.locale} namespaces={['Search']}>
          <HeroSearchBarClient
            resultsHref={routeHref('properties', ctx.locale)}
            tabs={tabs}
            filters={corePropertiesFilters(block.block_params.core_data)}
          />
        </IslandMessages>
      </div>
    </div>
  )
}
