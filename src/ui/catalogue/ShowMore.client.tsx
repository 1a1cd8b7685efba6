'use client'
import { Children, useRef, useState, type ReactNode } from 'react'
import { firstItems } from '@/domain/catalogue'

type Props = { label: string; className: string; children: ReactNode; as?: 'ul' | 'div' }

/** The first 3 items (rewards, testimonials); "show more" reveals the rest and moves focus to the first new one. */
export function ShowMore({ label, className, children, as = 'div' }: Props) {
  const [expanded, setExpanded] = useState(false)
  const items = Children.toArray(children)
  const { shown, hasMore } = firstItems(items, expanded)
  const list = useRef<HTMLDivElement & HTMLUListElement>(null)
  const reveal = () => {
    setExpanded(true)
    requestAnimationFrame(() => (list.current?.children[3] as HTMLElement | undefined)?.focus())
  }
  const List = as
  return (
    <>
      <List ref={list} className={className}>
        {shown}
      </List>
      {hasMore ? (
        <div className="show-more">
          <button type="button" className="btn btn--outline" onClick={reveal}>
            {label}
          </button>
        </div>
      ) : null}
    </>
  )
}
