import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { averageScore, clampScore, fullDate, parseReviewDate, relativeDate, relativeParts, starParts } from './reviews'

describe('Google-style reviews', () => {
  it('rounds the average to 2 decimals, from the reviews when no average is given', () => {
    expect(averageScore(4.876, [])).toBe(4.88)
    expect(averageScore(null, [5, 4, 4])).toBe(4.33)
    expect(averageScore(undefined, [])).toBeNull()
  })
  it('clamps a score outside 0–5 and ignores what is not a number', () => {
    expect(clampScore(7)).toBe(5)
    expect(clampScore(-2)).toBe(0)
    expect(clampScore('4.5')).toBe(4.5)
    expect(clampScore('abc')).toBeNull()
    expect(clampScore(Number.NaN)).toBeNull()
    expect(averageScore(null, [9, 'x', 3])).toBe(4)
  })
  it('rounds stars to the nearest half and always totals 5', () => {
    expect(starParts(4.3)).toEqual({ full: 4, half: true, empty: 0 })
    expect(starParts(4.2)).toEqual({ full: 4, half: false, empty: 1 })
    expect(starParts(4.8)).toEqual({ full: 5, half: false, empty: 0 })
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (s) => {
        const p = starParts(s)
        return p.full + (p.half ? 1 : 0) + p.empty === 5 && p.empty >= 0
      }),
    )
  })
  it('shows dates relatively with months from 45 days, and hides an unparsable date', () => {
    const now = new Date('2026-03-12T12:00:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
    expect(relativeParts(daysAgo(44), now)).toEqual({ value: 44, unit: 'day' })
    expect(relativeParts(daysAgo(46), now)).toEqual({ value: 1, unit: 'month' })
    expect(relativeParts(daysAgo(800), now)).toEqual({ value: 2, unit: 'year' })
    expect(relativeDate(daysAgo(90), now, 'fr')).toBe('il y a 3 mois')
    expect(relativeDate(daysAgo(90), now, 'en')).toBe('3 months ago')
    expect(parseReviewDate('not a date')).toBeNull()
    expect(parseReviewDate('')).toBeNull()
  })
  it('gives the full date in Canadian style for the tooltip', () => {
    const d = parseReviewDate('2025-03-12')!
    expect(fullDate(d, 'fr')).toBe('12 mars 2025')
    expect(fullDate(d, 'en')).toBe('March 12, 2025')
  })
})
