'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { rotateCcwNode } from '@/ui/icons/nodes/rotate-ccw'
import { useTranslations } from '@/i18n/client'
import { useSearchStore } from '../state/search'
import type { MunicipalityOption } from '@/contract/core-api'
import { FiltersButton } from './FiltersButton'
import { MunicipalitySelect } from './MunicipalitySelect'

/** Filter bar of the search block: municipality dropdown, filters button with count, reset. */
export function FilterBar({ municipalities }: { municipalities: MunicipalityOption[] }) {
  const t = useTranslations('Search')
  const reset = useSearchStore((s) => s.reset)
  return (
    <div className="filter-bar" role="search" aria-label={t('filters')}>
      <MunicipalitySelect options={municipalities} />
      <FiltersButton label="filters" />
      <button type="button" className="filter-bar__reset" onClick={reset}>
        <Glyph node={rotateCcwNode} size={16} /> {t('resetFilters')}
      </button>
    </div>
  )
}
