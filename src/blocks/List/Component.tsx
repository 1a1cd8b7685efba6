import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Ordered items are numbered with two digits and a dot: 01. 02. … */
export const itemNumber = (i: number) => `${String(i + 1).padStart(2, '0')}.`

export function List({ block, ctx }: BlockProps<'list'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const ordered = f.ordered !== false
  const Tag = ordered ? 'ol' : 'ul'
  return (
    <div className="list-block container">
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <Tag className="list-block__items">
        {(f.list_items_repeater ?? []).map((item, i) => (
          <li key={item.id ?? i} className="list-block__item">
            {ordered ? (
              <span className="list-block__num" aria-hidden>
                {itemNumber(i)}
              </span>
            ) : null}
            <h3>{tr(item.main_title, ctx.locale)}</h3>
            <PlainText text={tr(item.description, ctx.locale)} />
          </li>
        ))}
      </Tag>
    </div>
  )
}
