'use client'
import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { useEffect, useRef, type ReactNode } from 'react'
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
export function HeroSearchBarClient({ resultsHref, tabs }: { resultsHref: string; tabs: Tab[] }) {
  const t = useTranslations('Search')
  const site = useClientSite()
  const router = useRouter()
  const bar = useRef<HTMLDivElement>(null)
  const seen = useInView(bar, { once: true })
  const municipalities = useSearchDataStore((s) => s.searchFilters?.municipalities)

  useEffect(() => void hydrateSearchStore(), [])
  useEffect(() => {
    if (seen) void useSearchDataStore.getState().fetchSearchFilters(site)
  }, [seen, site])

  const find = () => {
    useProgressStore.getState().start()
    router.push(searchHref(resultsHref, { ...useSearchStore.getState().filters, map_bounds: null }))
  }
  return (
    <div ref={bar} className="search-bar scheme-normal">
      <Tabs.Root defaultValue="find">
        <Tabs.List className="search-bar__tabs" aria-label={t('searchTabs')}>
          <Tabs.Trigger value="find" className="search-bar__tab"><Search aria-hidden size={18} /> {t('findProperty')}</Tabs.Trigger>
          {tabs.map((tab) => <Tabs.Trigger key={tab.id} value={tab.id} className="search-bar__tab">{tab.icon} {tab.title}</Tabs.Trigger>)}
        </Tabs.List>
        <Tabs.Content value="find" className="search-bar__panel search-bar__find">
          <MunicipalitySelect options={municipalities ?? []} className="search-bar__mun" />
          <FiltersButton label="moreCriteria" className="search-bar__more" />
          <button type="button" className="btn btn--solid search-bar__go" onClick={find}><Search aria-hidden size={18} /> {t('find')}</button>
        </Tabs.Content>
        {tabs.map((tab) => <Tabs.Content key={tab.id} value={tab.id} className="search-bar__panel">{tab.panel}</Tabs.Content>)}
      </Tabs.Root>
      <LazyFilterOverlay onSeeResults={find} />
    </div>
  )
}
