'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { slidersNode } from '@/ui/icons/nodes/sliders'
import { useTranslations } from '@/i18n/client'
import { activeCount } from '@/domain/search-filters'
import { useSearchStore } from '../state/search'
import { useSearchUi } from '../state/search-ui'

/** Opens the filter overlay; shows the count of active filters. */
export function FiltersButton({ label, className = '' }: { label: 'filters' | 'moreCriteria'; className?: string }) {
  const t = useTranslations('Search')
  const count = useSearchStore((s) => activeCount(s.filters))
  const setOverlay = useSearchUi((s) => s.setOverlay)
  return (
    <button
      type="button"
      className={`filters-btn ${className}`}
      onClick={() => setOverlay(true)}
      aria-haspopup="dialog"
    >
      <Glyph node={slidersNode} size={18} />
      <span>{t(label)}</span>
      {count > 0 ? (
        <span className="filters-btn__count" aria-hidden>
          {count}
        </span>
      ) : null}
      <span className="visually-hidden">({t('activeFilters', { count })})</span>
    </button>
  )
}
