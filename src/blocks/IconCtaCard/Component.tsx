import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { cssColour } from '@/domain/colour-value'

/** Icon CTA card: an icon, a title and a button on the card's own colours. */
export function IconCtaCard({ block, ctx }: BlockProps<'icon_cta_card'>) {
  const f = block.fields
  const H = headingTag(ctx)
  return (
    <div className="container">
      <div
        className="icon-cta-card"
        style={{ background: cssColour(f.bg_color_primary), color: cssColour(f.text_color) }}
      >
        <Icon name={f.icon?.type} weight={f.icon?.font_weight} color={f.icon?.color} size={40} />
        <H className="icon-cta-card__title">{tr(f.main_title, ctx.locale)}</H>
        <CmsLink link={f.cta} ctx={ctx} />
      </div>
    </div>
  )
}
