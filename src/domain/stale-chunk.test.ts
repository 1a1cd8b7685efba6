import { describe, it, expect } from 'vitest'
import { isChunkLoadError, shouldReloadForStaleChunk } from './stale-chunk'

describe('shouldReloadForStaleChunk', () => {
  it('reloads when never reloaded', () => {
    expect(shouldReloadForStaleChunk(null, 1000)).toBe(true)
  })

  it('blocks reloads inside the guard window', () => {
    expect(shouldReloadForStaleChunk(1000, 1000 + 59_999)).toBe(false)
    expect(shouldReloadForStaleChunk(1000, 1000 + 60_000)).toBe(true)
    expect(shouldReloadForStaleChunk(1000, 1500, 400)).toBe(true)
    expect(shouldReloadForStaleChunk(1000, 1300, 400)).toBe(false)
  })

  it('does not block on a timestamp from the future', () => {
    expect(shouldReloadForStaleChunk(5000, 1000)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it('recognises chunk load errors', () => {
    const named = new Error('boom')
    named.name = 'ChunkLoadError'
    expect(isChunkLoadError(named)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError({ message: 'Loading chunk app failed' })).toBe(true)
    expect(isChunkLoadError('Loading chunk 7 failed')).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network down'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
    expect(isChunkLoadError({})).toBe(false)
  })
})
