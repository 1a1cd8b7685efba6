'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { closeNode } from '@/ui/icons/nodes/close'
import { useTranslations } from '@/i18n/client'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Criterion } from './criteria'
import { useMediaQuery } from './hooks'

/** Collapsed height of the tag list (spec 2 §9): 86 px on mobile, 54 px from 576 px. */
const COLLAPSED = { mobile: 86, wide: 54 }

export function CriteriaTags({ items, onRemove }: { items: Criterion[]; onRemove: (c: Criterion) => void }) {
  const t = useTranslations('Search')
  const wide = useMediaQuery('(min-width: 576px)')
  const limit = wide ? COLLAPSED.wide : COLLAPSED.mobile
  const ref = useRef<HTMLUListElement>(null)
  const [overflows, setOverflows] = useState(false)
  const [expanded, setExpanded] = useState(false)
  useLayoutEffect(() => {
    setOverflows((ref.current?.scrollHeight ?? 0) > limit + 1)
  }, [items, limit])
  if (!items.length) return null
  return (
    <div className="criteria">
      <h3 className="filters__legend">{t('selectedCriteria')}</h3>
      <ul ref={ref} id="criteria-list" className="criteria__list" style={expanded ? undefined : { maxHeight: limit }}>
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="criteria__tag"
              onClick={() => onRemove(c)}
              aria-label={t('removeCriterion', { label: c.label })}
            >
              {c.label} <Glyph node={closeNode} size={14} />
            </button>
          </li>
        ))}
      </ul>
      {overflows ? (
        <button
          type="button"
          className="link criteria__toggle"
          aria-expanded={expanded}
          aria-controls="criteria-list"
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('seeLess') : t('seeMore')}
        </button>
      ) : null}
    </div>
  )
}
