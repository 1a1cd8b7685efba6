import { describe, it, expect } from 'vitest'
import { formatCurrency, formatPrice, formatReadTime } from './format'

describe('formatPrice', () => {
  it('formats French prices with a trailing dollar sign', () => {
    expect(formatPrice(1234567, 'fr')).toMatch(/^1\s234\s567\s\$$/)
    expect(formatPrice(1234567, 'fr')).not.toContain(' ') // no plain space
  })

  it('formats English prices with a leading dollar sign', () => {
    expect(formatPrice(1234567, 'en')).toBe('$1,234,567')
    expect(formatPrice(0, 'en')).toBe('$0')
  })

  it('rounds to whole dollars', () => {
    expect(formatPrice(499999.6, 'en')).toBe('$500,000')
    expect(formatPrice(1000.4, 'fr')).toMatch(/^1\s000\s\$$/)
  })
})

describe('formatCurrency', () => {
  it('keeps two decimals', () => {
    expect(formatCurrency(1234.5, 'en')).toBe('$1,234.50')
    expect(formatCurrency(1234.5, 'fr')).toMatch(/^1\s234,50\s\$$/)
    expect(formatCurrency(3, 'en')).toBe('$3.00')
  })
})

describe('formatReadTime', () => {
  it('pluralises in English only', () => {
    expect(formatReadTime(1, 'en')).toBe('1 min')
    expect(formatReadTime(5, 'en')).toBe('5 mins')
    expect(formatReadTime(1, 'fr')).toBe('1 min')
    expect(formatReadTime(5, 'fr')).toBe('5 min')
  })

  it('rounds and enforces at least one minute', () => {
    expect(formatReadTime(0, 'en')).toBe('1 min')
    expect(formatReadTime(0.2, 'fr')).toBe('1 min')
    expect(formatReadTime(2.5, 'en')).toBe('3 mins')
    expect(formatReadTime(4.4, 'en')).toBe('4 mins')
    expect(formatReadTime(Number.NaN, 'en')).toBe('1 min')
  })
})
