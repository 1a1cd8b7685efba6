import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cssColour } from '@/domain/colour-value'

/** Double CTA: two panels side by side (stacked on phones), each with its title, button, colours and background media. */
export function DoubleCta({ block, ctx }: BlockProps<'double_cta'>) {
  const H = headingTag(ctx)
  const rows = (block.fields.cta_repeater ?? []).filter((r) => tr(r.main_title, ctx.locale)).slice(0, 2)
  return (
    <div className="double-cta container">
      {rows.map((r, i) => (
        <div
          key={r.id ?? i}
          className="double-cta__panel"
          style={{ background: cssColour(r.bg_color_secondary), color: cssColour(r.text_color) }}
        >
          <div className="double-cta__bg" aria-hidden>
            <MediaImage image={r.bg_media} locale={ctx.locale} fill decorative sizes="(min-width: 768px) 50vw, 100vw" />
          </div>
          <div className="double-cta__inner">
            <H>{tr(r.main_title, ctx.locale)}</H>
            <CmsLink link={r.cta} ctx={ctx} />
          </div>
        </div>
      ))}
    </div>
  )
}
