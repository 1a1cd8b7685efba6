'use client'
import { useEffect, useRef, useState } from 'react'
import type { ArticleItem, CategoryItem } from '@/data/articles'
import {
  archiveQuery,
  clickCategory,
  fetchDelay,
  MORE_POST_SKELETONS,
  type ArchiveOrder,
  type ArchiveParams,
} from '@/domain/blog-archive'
import type { Locale } from '@/domain/locales'
import { coreGet } from '@/ui/api/core-client'
import { useSite } from '@/ui/state/site'
import { PostCard } from '../blog/PostCard'
import { CategoryChoices } from './CategoryChoices'

export type ArchiveLabels = {
  countTitle: string[] // index = count below 3 ('0', '1', '2+'), '#' replaced by the count
  categories: string
  allCategories: string
  selected: string[]
  reset: string
  sort: string
  sortDesc: string
  sortAsc: string
  showMore: string
  loading: string
  empty: string
  failed: string
}
type Initial = { articles: ArticleItem[]; total: number; has_more: boolean; categories: CategoryItem[] }
type Props = { initial: Initial; locale: Locale; labels: ArchiveLabels; title: string | null }

const plural = (forms: string[], n: number) => forms[Math.min(n, 2)].replace('#', String(n))

/** The posts archive's island: the first page arrives in the server HTML, the API serves the rest. */
export function PostsArchiveClient({ initial, locale, labels, title }: Props) {
  const site = useSite()
  const all = initial.categories.map((c) => Number(c.id))
  const [params, setParams] = useState<ArchiveParams>({ page: 1, order: 'desc', categories: all })
  const [data, setData] = useState({ items: initial.articles, total: initial.total, hasMore: initial.has_more })
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const last = useRef<ArchiveParams>({ page: 1, order: 'desc', categories: all })

  useEffect(() => {
    const delay = fetchDelay(last.current, params)
    if (delay === null) return setLoading(false)
    setLoading(true)
    setFailed(false)
    const ctl = new AbortController()
    const load = async () => {
      try {
        const res = await coreGet<{ articles: ArticleItem[]; total: number; has_more: boolean }>({
          site: { locale, micrositeId: site.micrositeId, siteKey: site.siteKey },
          path: '/articles',
          protectedCall: true,
          params: [['language', locale], ...archiveQuery(all, params)],
          signal: ctl.signal,
        })
        last.current = params
        setData((d) => ({
          items: params.page === 1 ? res.articles : [...d.items, ...res.articles],
          total: res.total,
          hasMore: res.has_more,
        }))
        setLoading(false)
      } catch {
        if (!ctl.signal.aborted) {
          setFailed(true)
          setLoading(false)
        }
      }
    }
    const timer = setTimeout(() => void load(), delay)
    return () => {
      clearTimeout(timer)
      ctl.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fetch per new params; the site, language and categories are fixed for the island's life
  }, [params])

  const filtering = loading && params.page === 1
  const choose = (categories: number[]) => setParams((p) => ({ ...p, page: 1, categories }))
  const choices = (variant: 'side' | 'menu') => (
    <CategoryChoices
      variant={variant}
      categories={initial.categories}
      selected={params.categories}
      labels={labels}
      onClick={(id) => choose(clickCategory(all, params.categories, id))}
      onReset={() => choose(all)}
    />
  )
  return (
    <div className="archive">
      <aside className="archive__side">{choices('side')}</aside>
      <div className="archive__main">
        <div className="archive__head">
          {title ? <h2 className="archive__title">{title}</h2> : null}
          <p className="archive__count" role="status">
            {filtering ? labels.loading : plural(labels.countTitle, data.total)}
          </p>
          <div className="archive__menu">{choices('menu')}</div>
          <label className="archive__sort">
            <span>{labels.sort}</span>
            <select
              value={params.order}
              onChange={(e) => setParams((p) => ({ ...p, page: 1, order: e.target.value as ArchiveOrder }))}
            >
              <option value="desc">{labels.sortDesc}</option>
              <option value="asc">{labels.sortAsc}</option>
            </select>
          </label>
        </div>
        <ul className="archive__list" aria-busy={loading}>
          {filtering
            ? null
            : data.items.map((a, i) => (
                <li key={a.id}>
                  <PostCard item={a} locale={locale} priority={i === 0} />
                </li>
              ))}
          {loading
            ? Array.from({ length: MORE_POST_SKELETONS }, (_, i) => (
                <li key={`s${i}`} className="post-skeleton" data-testid="post-skeleton" aria-hidden />
              ))
            : null}
        </ul>
        {!loading && !failed && data.items.length === 0 ? <p>{labels.empty}</p> : null}
        {failed ? <p role="alert">{labels.failed}</p> : null}
        {data.hasMore && !filtering ? (
          <button
            type="button"
            className="btn btn--outline archive__more"
            disabled={loading}
            onClick={() => setParams((p) => ({ ...p, page: p.page + 1 }))}
          >
            {labels.showMore}
          </button>
        ) : null}
      </div>
    </div>
  )
}
