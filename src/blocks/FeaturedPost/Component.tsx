import { featuredItemClasses } from '@/domain/blog-layout'
import { tr } from '@/ui/l10n'
import { PostCard } from '../blog/PostCard'
import { cardHeadingLevel, headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Featured post (spec 2 §3, §9): the first article large beside regular ones (all large when fewer than 3). */
export function FeaturedPost({ block, ctx, data: items }: BlockProps<'featured_post'>) {
  const f = block.fields
  const H = headingTag(ctx)
  if (!items.length) return null
  return (
    <section className="featured-post container">
      {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
      <ul className="featured-post__items">
        {items.map((a, i) => {
          const cls = featuredItemClasses(items.length, i)
          return (
            <li key={a.id} className={cls.map((c) => `blog-item--${c}`).join(' ')}>
              <PostCard
                item={a}
                locale={ctx.locale}
                large={cls.includes('large')}
                headingLevel={cardHeadingLevel(H, Boolean(tr(f.main_title, ctx.locale)))}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
