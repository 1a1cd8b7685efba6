import { statisticsLayout } from '@/domain/catalogue'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cssColour } from '@/domain/colour-value'

/** Statistics: figures with a super title and description; layout_display variant_1 (cards, default), variant_2 (large figures), variant_3 (with images). */
export function Statistics({ block, ctx }: BlockProps<'statistics'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const layout = statisticsLayout(f.layout_display)
  const rows = (f.statistics_repeater ?? []).filter((r) => tr(r.main_title, ctx.locale))
  return (
    <div className={`statistics statistics--${layout} container`}>
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <ul className="statistics__list">
        {rows.map((r, i) => (
          <li
            key={r.id ?? i}
            className="statistic"
            style={{ background: cssColour(r.bg_color_primary), color: cssColour(r.text_color) }}
          >
            {layout === 'variant_3' ? (
              <MediaImage
                image={r.image}
                locale={ctx.locale}
                sizes="(min-width: 768px) 25vw, 100vw"
                className="statistic__image"
              />
            ) : null}
            {tr(r.super_title, ctx.locale) ? (
              <span className="statistic__super">{tr(r.super_title, ctx.locale)}</span>
            ) : null}
            <strong className="statistic__figure">{tr(r.main_title, ctx.locale)}</strong>
            {tr(r.description, ctx.locale) ? (
              <span className="statistic__description">{tr(r.description, ctx.locale)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
