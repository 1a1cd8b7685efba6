import { afterEach, describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '@/blocks/test-context'
import type { AnyBlock } from '@/blocks/types'
import { loadBlockData } from './block-data'

const listings = vi.hoisted(() => ({ blockListings: vi.fn() }))
vi.mock('@/data/property-blocks', () => listings)
vi.mock('@/data/articles', () => ({ articleCards: vi.fn(async () => [{ id: 7 }]), listArticles: vi.fn() }))
vi.mock('@/data/search-first-page', () => ({ searchFirstPage: vi.fn() }))
vi.mock('@/data/payload', () => ({ listingsStore: vi.fn() }))

afterEach(() => vi.restoreAllMocks())

describe('block data, loaded by the page layer', () => {
  it('gives each block its loader’s data, the empty value when its lookup fails, and nothing to a block without a loader', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    listings.blockListings.mockRejectedValueOnce(new Error('database gone'))
    const failing = testBlock('properties', { criteria: {} }) as AnyBlock
    const grid = testBlock('blog_grid', {}) as AnyBlock
    const spacer = testBlock('spacer', {}) as AnyBlock
    const data = await loadBlockData([failing, grid, spacer], testContext())
    expect(data.get(failing)).toEqual({ total: 0, cards: [] })
    expect(data.get(grid)).toEqual([{ id: 7 }])
    expect(data.get(spacer)).toBeUndefined()
    expect(error).toHaveBeenCalledOnce()
    expect(String(error.mock.calls[0][0])).toContain('properties block')
  })
})
