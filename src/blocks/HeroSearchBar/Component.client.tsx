'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { searchNode } from '@/ui/icons/nodes/search'
import { useTranslations } from '@/i18n/client'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { CoreSearchFilters } from '@/domain/core-data'
import { searchHref } from '@/domain/search-filters'
import { FiltersButton } from '@/ui/search/FiltersButton'
import { useClientSite, useInView } from '@/ui/search/hooks'
import { LazyFilterOverlay } from '@/ui/search/LazyFilterOverlay'
import { MunicipalitySelect } from '@/ui/search/MunicipalitySelect'
import { useProgressStore } from '@/ui/state/progress'
import { hydrateSearchStore, useSearchStore } from '@/ui/state/search'
import { useSearchDataStore } from '@/ui/state/search-data'

type Tab = { id: string; title: string; icon: ReactNode; panel: ReactNode }

/** The search bar: 'find a property' tab (municipalities, more criteria, find), then content tabs. */
type Props = {
  resultsHref: string
  tabs: Tab[]
  /** The block's core_data.propertiesFilters: used instead of GET /search-filters. */
  filters?: CoreSearchFilters | null
}

export function HeroSearchBarClient({ resultsHref, tabs, filters = null }: Props) {
  const t = useTranslations('Search')
  const site = useClientSite()
  const router = useRouter()
  const bar = useRef<HTMLDivElement>(null)
  const seen = useInView(bar, { once: true })
  const municipalities = useSearchDataStore((s) => s.searchFilters?.municipalities)

  useEffect(() => void hydrateSearchStore(), [])
  useEffect(() => {
    if (seen) void useSearchDataStore.getState().fetchSearchFilters(site, filters)
  }, [seen, site, filters])

  // Tabs (WAI-ARIA pattern, automatic activation) without Radix on first load (decision 0009).
  const ids = ['find', ...tabs.map((tab) => tab.id)]
  const [active, setActive] = useState('find')
  const base = useId()
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const onKey = (e: KeyboardEvent) => {
    const at = ids.indexOf(active)
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: ids.length - 1 }[e.key]
    if (to === undefined) return
    e.preventDefault()
    const next = ids[(to + ids.length) % ids.length]
    setActive(next)
    tabRefs.current.get(next)?.focus()
  }
  const tabProps = (id: string) => ({
    ref: (el: HTMLButtonElement | null) => void (el ? tabRefs.current.set(id, el) : tabRefs.current.delete(id)),
    type: 'button' as const,
    role: 'tab',
    id: `${base}-tab-${id}`,
    'aria-controls': `${base}-panel-${id}`,
    'aria-selected': active === id,
    tabIndex: active === id ? 0 : -1,
    'data-state': active === id ? 'active' : 'inactive',
    className: 'search-bar__tab',
    onClick: () => setActive(id),
    onKeyDown: onKey,
  })
  const panelProps = (id: string) => ({
    role: 'tabpanel',
    id: `${base}-panel-${id}`,
    'aria-labelledby': `${base}-tab-${id}`,
    tabIndex: 0,
    hidden: active !== id,
    'data-state': active === id ? 'active' : 'inactive',
  })
  const find = () => {
    useProgressStore.getState().start()
    router.push(searchHref(resultsHref, { ...useSearchStore.getState().filters, map_bounds: null }))
  }
  return (
    <div ref={bar} className="search-bar scheme-normal">
      <div>
        <div role="tablist" aria-orientation="horizontal" className="search-bar__tabs" aria-label={t('searchTabs')}>
          <button {...tabProps('find')}>
            <Glyph node={searchNode} size={18} /> {t('findProperty')}
          </button>
          {tabs.map((tab) => (
            <button key={tab.id} {...tabProps(tab.id)}>
              {tab.icon} {tab.title}
            </button>
          ))}
        </div>
        <div {...panelProps('find')} className="search-bar__panel search-bar__find">
          <MunicipalitySelect options={municipalities ?? []} className="search-bar__mun" />
          <FiltersButton label="moreCriteria" className="search-bar__more" />
          <button type="button" className="btn btn--solid search-bar__go" onClick={find}>
            <Glyph node={searchNode} size={18} /> {t('find')}
          </button>
        </div>
        {tabs.map((tab) => (
          <div key={tab.id} {...panelProps(tab.id)} className="search-bar__panel">
            {tab.panel}
          </div>
        ))}
      </div>
      <LazyFilterOverlay onSeeResults={find} />
    </div>
  )
}
