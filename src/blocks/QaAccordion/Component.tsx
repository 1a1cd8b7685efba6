import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { RichText } from '@/ui/RichText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Native details/summary: keyboard and screen-reader support without script. */
export function QaAccordion({ block, ctx }: BlockProps<'qa_accordion'>) {
  const f = block.fields
  const H = headingTag(ctx)
  return (
    <div className="qa container container--narrow">
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      {(f.items ?? []).map((item, i) => (
        <details key={item.id ?? i} className="qa__item">
          <summary className="qa__question">
            <Icon name={item.icon?.type} size={22} />
            <span>{tr(item.main_title, ctx.locale)}</span>
          </summary>
          <RichText html={tr(item.description, ctx.locale)} className="qa__answer" />
        </details>
      ))}
    </div>
  )
}
