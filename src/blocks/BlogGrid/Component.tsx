import { gridItemClasses } from '@/domain/blog-layout'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { PostCard } from '../blog/PostCard'
import { cardHeadingLevel, headingTag } from '../shared'
import type { BlockProps } from '../types'

/** Blog grid (spec 2 §3, §9): title, description, call to action and article items (the newest when none are chosen). */
export function BlogGrid({ block, ctx, data: items }: BlockProps<'blog_grid'>) {
  const f = block.fields
  const H = headingTag(ctx)
  if (!items.length) return null
  return (
    <section className="blog-grid container">
      <div className="blog-grid__head">
        {tr(f.main_title, ctx.locale) ? <H>{tr(f.main_title, ctx.locale)}</H> : null}
        <PlainText text={tr(f.description, ctx.locale)} />
        <CmsLink link={f.cta} ctx={ctx} className="btn btn--outline" />
      </div>
      <ul className={`blog-grid__items${items.length === 3 ? ' blog-grid__items--three' : ''}`}>
        {items.map((a, i) => (
          <li
            key={a.id}
            className={gridItemClasses(items.length, i)
              .map((c) => `blog-item--${c}`)
              .join(' ')}
          >
            <PostCard
              item={a}
              locale={ctx.locale}
              large={i === 0}
              headingLevel={cardHeadingLevel(H, Boolean(tr(f.main_title, ctx.locale)))}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
