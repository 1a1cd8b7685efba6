import Link from 'next/link'
import type { ArticleItem } from '@/data/articles'
import { localeRegion, type Locale } from '@/domain/locales'
import { readTimeText } from '@/domain/post-path'
import { optimizedImage } from '@/ui/image/optimized'

/** A post's date as the blog shows it (Quebec time, so server and browser agree). */
export const postDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeRegion[locale], { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(iso),
  )

type Props = { item: ArticleItem; locale: Locale; large?: boolean; headingLevel?: 2 | 3; priority?: boolean }

/** Posts archive / blog grid / featured item: main image, tags, title, description, list items, author. */
export function PostCard({ item, locale, large = false, headingLevel = 3, priority = false }: Props) {
  const href = item.url[locale] ?? '#'
  const H: 'h2' | 'h3' = `h${headingLevel}`
  const src = item.thumbnails.url_large ?? item.thumbnails.url_small
  const img = src
    ? optimizedImage({ src, sizes: large ? '(min-width: 1200px) 60vw, 100vw' : '(min-width: 768px) 33vw, 100vw' })
    : null
  const tags = [item.category?.label, ...item.tags].filter((t): t is string => Boolean(t))
  const avatar = item.author?.thumbnail ? optimizedImage({ src: item.author.thumbnail, width: 32 }) : null
  return (
    <article className={`post-card${large ? ' post-card--large' : ''}`}>
      {img ? (
        <img
          {...img}
          className="post-card__image"
          alt=""
          width={640}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      <div className="post-card__body">
        {tags.length ? (
          <ul className="post-tags">
            {tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        <H className="post-card__title">
          <Link prefetch={false} href={href} className="post-card__link">
            {item.title}
          </Link>
        </H>
        {item.excerpt ? <p className="post-card__excerpt">{item.excerpt}</p> : null}
        <ul className="post-card__info">
          <li>
            <time dateTime={item.published_at}>{postDate(item.published_at, locale)}</time>
          </li>
          <li>{readTimeText(item.read_time[locale] ?? 1)}</li>
        </ul>
        {item.author ? (
          <p className="post-author">
            {avatar ? (
              <img
                {...avatar}
                alt=""
                width={32}
                height={32}
                className="post-author__avatar"
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span>{item.author.name}</span>
          </p>
        ) : null}
      </div>
    </article>
  )
}
