import { propertyCount } from '@/domain/category-cards'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import type { RenderContext } from '@/ui/render-context'
import type { BlockFields } from '../types'

export type CategoryCardData = Pick<BlockFields<'category_card'>, 'main_title' | 'property_count' | 'image' | 'link'>

type Props = { card: CategoryCardData; ctx: RenderContext; heading: 'h1' | 'h2' | 'h3'; sizes: string }

/**
 * One category card (spec 2 §3, §9): the image filling the card, its title, the property count and
 * a link covering the whole card. Without an image the card keeps its height on a plain background.
 */
export function CategoryCardView({ card, ctx, heading: H, sizes }: Props) {
  const title = tr(card.main_title, ctx.locale)
  const count = propertyCount(card.property_count)
  const linkText = tr(card.link?.text, ctx.locale) || title
  const hasUrl = Boolean(tr(card.link?.url, ctx.locale) || card.link?.on_click_action?.action_type)
  if (!title && count === null && !hasUrl) return null
  return (
    <article className="category-card">
      <div className="category-card__inner">
        <MediaImage
          image={card.image}
          locale={ctx.locale}
          sizes={sizes}
          fill
          decorative
          className="category-card__image"
        />
        <div className="category-card__body">
          {title ? <H className="category-card__title">{title}</H> : null}
          {count !== null ? (
            <p className="category-card__count">{ctx.t('BlogBlocks.propertyCount', { count })}</p>
          ) : null}
          {hasUrl && linkText ? (
            <CmsLink link={{ ...card.link, format: { type: 'link' } }} ctx={ctx} className="category-card__link">
              <span>{linkText}</span>
              <Icon name="arrow-right" size={18} />
            </CmsLink>
          ) : null}
        </div>
      </div>
    </article>
  )
}
