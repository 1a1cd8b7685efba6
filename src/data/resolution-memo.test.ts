import { describe, expect, it } from 'vitest'
import { keepResolution, resolutionKey, takeResolution } from './resolution-memo'

const key = resolutionKey(1, 'fr', '/a-propos', false)
const result = { status: 404, page: null } as const

describe('resolution memo', () => {
  it('gives a resolution once, to the same site, language, path and draft mode', () => {
    const token = keepResolution(key, result)
    expect(takeResolution(token, resolutionKey(2, 'fr', '/a-propos', false))).toBeNull()
    const again = keepResolution(key, result)
    expect(takeResolution(again, resolutionKey(1, 'fr', '/a-propos/', false))).toEqual(result) // the same path, normalized
    expect(takeResolution(again, key)).toBeNull()
    expect(takeResolution(keepResolution(key, result), resolutionKey(1, 'fr', '/a-propos', true))).toBeNull()
  })

  it('gives nothing for a made-up or missing token, nor after 30 s', () => {
    expect(takeResolution('forged', key)).toBeNull()
    expect(takeResolution(null, key)).toBeNull()
    const now = Date.now()
    const token = keepResolution(key, result, now)
    expect(takeResolution(token, key, now + 30_001)).toBeNull()
  })
})
