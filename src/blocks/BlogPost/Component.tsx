import Link from 'next/link'
import { Glyph } from '@/ui/icons/Glyph'
import { arrowLeftNode } from '@/ui/icons/nodes/arrow-left'
import { siteOrigin } from '@/security/public-origin'
import { readTimeText } from '@/domain/post-path'
import { routeHref } from '@/domain/route-keys'
import { MediaImage } from '@/ui/MediaImage'
import { RichText } from '@/ui/RichText'
import { postDate } from '../blog/PostCard'
import { jsonLdText } from '../ListingDetail/json-ld'
import { ShareLinks } from '../ListingDetail/ShareLinks'
import type { BlockProps } from '../types'
import { postJsonLd } from './json-ld'

/** A blog post page (resolved by the page resolver, not stored as a block): spec 2 "Blog". */
export async function BlogPost({ block, ctx }: BlockProps<'blog_post'>) {
  const p = block.fields
  const { locale, t } = ctx
  // The configured site URL, never a client header (X-Forwarded-Host): the page is cached for everyone.
  const origin = siteOrigin()
  const url = `${origin}${p.urls[locale] ?? ''}`
  const tags = [p.category, ...p.tags].filter((x): x is string => Boolean(x))
  return (
    <article className="post container">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(postJsonLd(p, url, origin, ctx.siteName)) }}
      />
      <Link prefetch={false} className="link post__back" href={routeHref('blog', locale)}>
        <Glyph node={arrowLeftNode} size={18} /> {t('Blog.backToBlog')}
      </Link>
      <header className="post__head">
        {tags.length ? (
          <ul className="post-tags" aria-label={t('Blog.tags')}>
            {tags.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        ) : null}
        <h1 className="post__title">{p.title}</h1>
        {p.author ? (
          <p className="post-author">
            {p.author.avatar ? (
              <MediaImage
                image={{ media: p.author.avatar }}
                locale={locale}
                sizes="48px"
                className="post-author__avatar post-author__avatar--lg"
                decorative
              />
            ) : null}
            <span>{t('Blog.by', { name: p.author.name })}</span>
          </p>
        ) : null}
        <ul className="post__info" aria-label={t('Blog.info')}>
          <li>
            <time dateTime={p.published_at}>{t('Blog.publishedOn', { date: postDate(p.published_at, locale) })}</time>
          </li>
          <li>{t('Blog.readTime', { time: readTimeText(p.read_time) })}</li>
        </ul>
      </header>
      {p.image ? (
        <div className="post__image">
          <MediaImage
            image={{ media: p.image }}
            locale={locale}
            priority="high"
            sizes="(min-width: 1000px) 900px, 100vw"
            fill
          />
        </div>
      ) : null}
      <div className="post__layout">
        <RichText html={p.html} className="post__content" />
        <aside className="post__share">
          <ShareLinks url={url} title={p.title} t={t} heading={t('Blog.share')} />
        </aside>
      </div>
    </article>
  )
}
