import { tr } from '@/ui/l10n'
import type { RenderContext } from '@/ui/render-context'
import type { BlockProps } from '../types'
import type { ArchiveLabels } from './Component.client'
import { PostsArchiveLazy } from './Lazy.client'

/** Plural forms for 0, 1 and more, '#' standing for the count (the island has no i18n runtime). */
const forms = (t: RenderContext['t'], key: 'Blog.countTitle' | 'Blog.categoriesSelected') => [
  t(key, { count: 0 }),
  t(key, { count: 1 }),
  t(key, { count: 2 }).replace('2', '#'),
]

export function archiveLabels(t: RenderContext['t']): ArchiveLabels {
  return {
    countTitle: forms(t, 'Blog.countTitle'),
    selected: forms(t, 'Blog.categoriesSelected'),
    categories: t('Blog.categories'),
    allCategories: t('Blog.allCategories'),
    reset: t('Blog.reset'),
    sort: t('Blog.sort'),
    sortDesc: t('Blog.sortDesc'),
    sortAsc: t('Blog.sortAsc'),
    showMore: t('Blog.showMore'),
    loading: t('Blog.loading'),
    empty: t('Blog.empty'),
    failed: t('Blog.failed'),
  }
}

/** Posts archive (spec 2 "Blog", §4): the first page and the categories are in the server HTML. */
export function PostsArchive({ block, ctx, data: initial }: BlockProps<'posts_archive'>) {
  const { locale, t } = ctx
  return (
    <section className="archive-block container">
      <link rel="alternate" type="application/rss+xml" title={t('Blog.rss')} href={`/${locale}/rss.xml`} />
      <PostsArchiveLazy
        initial={{ ...initial, categories: initial.categories ?? [] }}
        locale={locale}
        labels={archiveLabels(t)}
        title={tr(block.fields.main_title, locale) || null}
      />
    </section>
  )
}
