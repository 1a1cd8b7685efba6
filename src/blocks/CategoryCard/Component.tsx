import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { CategoryCardView } from './Card'

/** Category card block (spec 2 §3, §9): one property category on its own, as wide as the page. */
export function CategoryCard({ block, ctx }: BlockProps<'category_card'>) {
  return (
    <div className="category-card-block container">
      <CategoryCardView
        card={block.fields}
        ctx={ctx}
        heading={headingTag(ctx)}
        sizes="(min-width: 1200px) 1140px, 100vw"
      />
    </div>
  )
}
