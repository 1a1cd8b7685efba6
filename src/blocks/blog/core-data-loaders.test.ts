import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'

// The data boundary of the blog blocks: every call to it is counted.
const listArticles = vi.fn(async () => ({
  articles: [{ id: 'db' }],
  total: 1,
  page: 1,
  limit: 9,
  has_more: false,
  categories: [],
}))
const articleCards = vi.fn(async () => [{ id: 'db' }])
vi.mock('@/data/articles', () => ({ listArticles, articleCards }))

const { postsArchiveLoader } = await import('../PostsArchive/loader')
const { blogGridLoader } = await import('../BlogGrid/loader')
const { featuredPostLoader } = await import('../FeaturedPost/loader')

const listing = {
  articles: [{ id: 41, title: 'Acheter au printemps' }],
  total: 12,
  page: 1,
  limit: 1,
  has_more: true,
  categories: [{ id: 3, label: 'Conseils', articles_count: 12 }],
}
const withCore = <T extends string>(type: T, core_data?: Record<string, unknown>) => {
  const block = testBlock(type as never, {} as never)
  return { ...block, block_params: { ...block.block_params, core_data } } as never
}

beforeEach(() => {
  listArticles.mockClear()
  articleCards.mockClear()
})

describe('articles sent in a block (core_data.articlesListing, F-28)', () => {
  const ctx = testContext('fr') as never

  it('the posts archive uses them and reads nothing', async () => {
    expect(await postsArchiveLoader.load(withCore('posts_archive', { articlesListing: listing }), ctx)).toEqual(listing)
    expect(listArticles).not.toHaveBeenCalled()
  })

  it('the blog grid and featured posts use their articles and read nothing', async () => {
    expect(await blogGridLoader.load(withCore('blog_grid', { articlesListing: listing }), ctx)).toEqual(
      listing.articles,
    )
    expect(
      await featuredPostLoader.load(withCore('featured_post', { articlesListing: listing.articles }), ctx),
    ).toEqual(listing.articles)
    expect(articleCards).not.toHaveBeenCalled()
  })

  it('without them (or malformed), each block reads its articles once', async () => {
    await postsArchiveLoader.load(withCore('posts_archive'), ctx)
    await blogGridLoader.load(withCore('blog_grid', { articlesListing: { articles: 'no' } }), ctx)
    await featuredPostLoader.load(withCore('featured_post', { other: 1 }), ctx)
    expect(listArticles).toHaveBeenCalledTimes(1)
    expect(articleCards).toHaveBeenCalledTimes(2)
  })
})
