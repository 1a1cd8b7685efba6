'use client'
import { useId, useRef, useState, type ReactNode } from 'react'
import { distinctTags, visiblePartners } from '@/domain/people-more'

export type PartnerItem = { tags: string[]; card: ReactNode }
export type PartnersLabels = { filter: string; all: string; showMore: string; shown: string; list: string }

/**
 * Partners (spec 2 §4): tag buttons (one pressed at a time, "All" first) filter the partners by tag
 * name; the first 6 show, "show more" reveals all and moves focus to the first new card.
 */
export function PartnersFilter({ items, labels }: { items: PartnerItem[]; labels: PartnersLabels }) {
  const id = useId()
  const tagsOf = items.map((i) => i.tags)
  const tags = distinctTags(tagsOf)
  const [tag, setTag] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const { shown, total, hasMore } = visiblePartners(tagsOf, tag, expanded)
  const reveal = () => {
    const first = shown.length
    setExpanded(true)
    requestAnimationFrame(() => list.current?.children[first]?.querySelector<HTMLElement>('article')?.focus())
  }
  return (
    <>
      {tags.length ? (
        <div className="partners__tags" role="group" aria-labelledby={`${id}-tags`}>
          <span id={`${id}-tags`} className="partners__tags-label">
            {labels.filter}
          </span>
          {[null, ...tags].map((t) => (
            <button
              key={t ?? ''}
              type="button"
              className="partners__tag"
              aria-pressed={tag === t}
              onClick={() => setTag(t)}
            >
              {t ?? labels.all}
            </button>
          ))}
        </div>
      ) : null}
      <p className="partners__status" role="status">
        {labels.shown.replace('{shown}', String(shown.length)).replace('{total}', String(total))}
      </p>
      <ul ref={list} className="partners__list" aria-label={labels.list}>
        {shown.map((i) => (
          <li key={i}>{items[i]?.card}</li>
        ))}
      </ul>
      {hasMore ? (
        <div className="show-more">
          <button type="button" className="btn btn--outline" onClick={reveal}>
            {labels.showMore}
          </button>
        </div>
      ) : null}
    </>
  )
}
