'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'
import { useTranslations } from '@/i18n/client'
import { Dialog } from 'radix-ui'
import { roomChoices } from '@/domain/search-filters'
import { priceIncrements, propertyTypes } from '@/listings/constants'
import { useScrollLock } from '../state/scroll-lock'
import { useSearchStore } from '../state/search'
import { useSearchDataStore } from '../state/search-data'
import { useSearchUi } from '../state/search-ui'
import { ChoiceGroup } from './ChoiceGroup'
import { criteriaOf, withoutCriterion } from './criteria'
import { CriteriaTags } from './CriteriaTags'
import { useClientSite } from './hooks'
import { MunicipalityList } from './MunicipalityList'
import { PriceRange } from './PriceRange'
import { useLiveCount } from './use-live-count'

/** The filter overlay (spec 2): tags, location, price, transaction, type, rooms, open houses. */
export default function FilterOverlay({ onSeeResults }: { onSeeResults?: () => void }) {
  const t = useTranslations('Search')
  const site = useClientSite()
  const { overlayOpen, setOverlay } = useSearchUi()
  const { filters: f, setFilters, reset } = useSearchStore()
  const data = useSearchDataStore((s) => s.searchFilters)
  const muns = data?.municipalities ?? []
  const types = data?.property_types?.length
    ? data.property_types
    : propertyTypes.map((p) => ({ code: p.code, label: p[site.locale] }))
  const steps = data?.price_increments?.length ? data.price_increments : priceIncrements
  const { count } = useLiveCount(site, f, overlayOpen)
  useScrollLock('filter-overlay', overlayOpen)
  const rooms = [
    { value: '', label: t('any') },
    ...roomChoices.map((n) => ({ value: String(n), label: t('atLeast', { count: n }) })),
  ]
  const seeResults = () => {
    setOverlay(false)
    onSeeResults?.()
  }
  return (
    <Dialog.Root open={overlayOpen} onOpenChange={setOverlay}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="filters scheme-normal" aria-describedby={undefined}>
          <div className="filters__head">
            <Dialog.Title className="filters__title">{t('overlayTitle')}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label={t('close')}>
              <Glyph node={closeNode} size={22} />
            </Dialog.Close>
          </div>
          <div className="filters__body">
            <CriteriaTags
              items={criteriaOf(f, muns, site.locale, t as never)}
              onRemove={(c) => setFilters(withoutCriterion(f, c))}
            />
            <MunicipalityList
              options={muns}
              value={f.mun}
              onChange={(mun) => setFilters({ mun })}
              legend={t('location')}
            />
            <PriceRange
              steps={steps}
              min={f.price_min}
              max={f.price_max}
              locale={site.locale}
              onChange={(price_min, price_max) => setFilters({ price_min, price_max })}
            />
            <ChoiceGroup
              legend={t('transaction')}
              value={f.forSaleForRent ?? ''}
              onChange={(v) => setFilters({ forSaleForRent: v || null })}
              options={[
                { value: '', label: t('any') },
                { value: 'buy', label: t('buy') },
                { value: 'rent', label: t('rent') },
              ]}
            />
            <ChoiceGroup
              legend={t('propertyType')}
              value={f.type[0] ?? ''}
              onChange={(v) => setFilters({ type: v ? [v] : [] })}
              options={[{ value: '', label: t('any') }, ...types.map((p) => ({ value: p.code, label: p.label }))]}
            />
            <ChoiceGroup
              legend={t('bedrooms')}
              value={f.bedrooms ? String(f.bedrooms) : ''}
              onChange={(v) => setFilters({ bedrooms: v ? Number(v) : null })}
              options={rooms}
            />
            <ChoiceGroup
              legend={t('bathrooms')}
              value={f.bathrooms ? String(f.bathrooms) : ''}
              onChange={(v) => setFilters({ bathrooms: v ? Number(v) : null })}
              options={rooms}
            />
            <label className="check check--big">
              <input
                type="checkbox"
                checked={f.open_house}
                onChange={(e) => setFilters({ open_house: e.target.checked })}
              />
              <span>{t('openHouses')}</span>
            </label>
          </div>
          <div className="filters__foot">
            <button type="button" className="btn btn--outline" onClick={reset}>
              {t('reset')}
            </button>
            <button type="button" className="btn btn--solid" onClick={seeResults} data-count={count ?? ''}>
              {count === null ? t('seeResultsPlain') : t('seeResults', { count })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
