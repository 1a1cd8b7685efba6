import { describe, expect, it } from 'vitest'
import { asText } from './text'

describe('asText', () => {
  it('is empty for null and undefined, String(v) for anything else', () => {
    expect(asText(null)).toBe('')
    expect(asText(undefined)).toBe('')
    expect(asText(0)).toBe('0')
    expect(asText(false)).toBe('false')
    expect(asText(' Maison ')).toBe(' Maison ')
    expect(asText(new URLSearchParams({ a: '1' }))).toBe('a=1')
  })
})
