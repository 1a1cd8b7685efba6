'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronDownNode } from '@/ui/icons/nodes/chevron-down'
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import { useSearchStore } from '../state/search'
import { useSearchUi } from '../state/search-ui'
import type { MunicipalityOption } from '@/contract/core-api'
import { useMediaQuery } from './hooks'
import { Dropdown } from './Dropdown'
import { MunicipalityList } from './MunicipalityList'

/** Below this width the municipality dropdown opens the filter overlay instead (spec 2 §4). */
export const SMALL_SCREEN = '(max-width: 767.98px)'

export function municipalitySummary(
  codes: string[],
  options: MunicipalityOption[],
  t: ReturnType<typeof useTranslations<'Search'>>,
) {
  if (codes.length === 0) return t('allMunicipalities')
  if (codes.length === 1)
    return options.find((o) => o.MUN_CODE === codes[0])?.DESCRIPTION ?? t('municipalitiesSelected', { count: 1 })
  return t('municipalitiesSelected', { count: codes.length })
}

/** Multi-select municipality dropdown with an Apply button; the overlay on small screens. */
export function MunicipalitySelect({ options, className = '' }: { options: MunicipalityOption[]; className?: string }) {
  const t = useTranslations('Search')
  const mun = useSearchStore((s) => s.filters.mun)
  const setFilters = useSearchStore((s) => s.setFilters)
  const { dropdownOpen, setDropdown, setOverlay } = useSearchUi()
  const small = useMediaQuery(SMALL_SCREEN)
  const [draft, setDraft] = useState<string[]>(mun)

  useEffect(() => {
    if (small && dropdownOpen) {
      setDropdown(false)
      setOverlay(true)
    }
  }, [small, dropdownOpen, setDropdown, setOverlay])

  const onOpenChange = (open: boolean) => {
    if (open && small) return setOverlay(true)
    if (open) setDraft(mun)
    setDropdown(open)
  }
  const apply = () => {
    setFilters({ mun: draft })
    setDropdown(false)
  }
  return (
    <Dropdown
      open={dropdownOpen}
      onOpenChange={onOpenChange}
      triggerClass={`mun-select ${className}`}
      panelClass="mun-dropdown scheme-normal"
      trigger={
        <>
          <span className="mun-select__label">{t('municipalities')}</span>
          <span className="mun-select__value">{municipalitySummary(mun, options, t)}</span>
          <Glyph node={chevronDownNode} size={18} />
        </>
      }
    >
      <MunicipalityList options={options} value={draft} onChange={setDraft} legend={t('municipalities')} hideLegend />
      <div className="mun-dropdown__actions">
        <button type="button" className="btn btn--outline btn--small" onClick={() => setDraft([])}>
          {t('reset')}
        </button>
        <button type="button" className="btn btn--solid btn--small" onClick={apply}>
          {t('apply')}
        </button>
      </div>
    </Dropdown>
  )
}
