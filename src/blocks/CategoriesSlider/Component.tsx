import { CATEGORIES_SLIDER_STEP } from '@/domain/category-cards'
import { CarouselLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { carouselLabels } from '../catalogue-labels'
import { CategoryCardView } from '../CategoryCard/Card'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Categories slider (spec 2 §3, §9): a title, a description and category cards, 4, 3, 2, 1, 1 per view, one step at a time. */
export function CategoriesSlider({ block, ctx }: BlockProps<'categories_slider'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const title = tr(f.main_title, ctx.locale)
  const cards = (f.categories_repeater ?? []).filter((c) => tr(c.main_title, ctx.locale))
  if (!title && !cards.length) return null
  return (
    <div className="categories-slider container">
      <div className="categories-slider__head">
        {title ? <H>{title}</H> : null}
        <PlainText text={tr(f.description, ctx.locale)} />
      </div>
      {cards.length ? (
        <CarouselLazy
          label={title || ctx.t('BlogBlocks.categoriesLabel')}
          labels={carouselLabels(ctx, cards.length)}
          step={CATEGORIES_SLIDER_STEP}
          className="carousel--categories"
        >
          {cards.map((c, i) => (
            <CategoryCardView
              key={c.id ?? i}
              card={c}
              ctx={ctx}
              heading={H === 'h1' ? 'h2' : 'h3'}
              sizes="(min-width: 1680px) 25vw, (min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw"
            />
          ))}
        </CarouselLazy>
      ) : null}
    </div>
  )
}
