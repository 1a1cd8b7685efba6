import { describe, it, expect } from 'vitest'
import { shouldPrefetch } from './prefetch'

describe('shouldPrefetch', () => {
  it('prefetches when connection info is missing or fast', () => {
    expect(shouldPrefetch()).toBe(true)
    expect(shouldPrefetch(null)).toBe(true)
    expect(shouldPrefetch({})).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true)
  })

  it('skips on data saver', () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
  })

  it('skips on 2g connections', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })
})
