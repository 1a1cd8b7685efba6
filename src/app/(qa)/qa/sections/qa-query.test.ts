import { describe, expect, it } from 'vitest'
import { parseQaQuery } from './qa-query'

describe('QA sections query', () => {
  const known = ['cta', 'list', 'spacer']
  it('shows every block by default, else the picked known ones in order', () => {
    expect(parseQaQuery({}, known).blocks).toEqual(known)
    expect(parseQaQuery({ blocks: ['spacer', 'nope', 'cta'] }, known).blocks).toEqual(['spacer', 'cta'])
    expect(parseQaQuery({ blocks: 'list,cta' }, known).blocks).toEqual(['list', 'cta'])
  })
  it('accepts only real colour schemes', () => {
    expect(parseQaQuery({ scheme: 'inverted' }, known).scheme).toBe('inverted')
    expect(parseQaQuery({ scheme: 'pink' }, known).scheme).toBeNull()
  })
})
