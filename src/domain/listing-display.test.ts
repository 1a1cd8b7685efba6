import { describe, expect, it } from 'vitest'
import { areaText, badgeColours, priceText, roomCount, stepIndex, updatedAtNotAfter } from './listing-display'

const nb = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ')

describe('listing display', () => {
  it('hides a bath of 0.0', () => {
    expect(roomCount('0.0')).toBeNull()
    expect(roomCount(0)).toBeNull()
    expect(roomCount('2.0')).toBe(2)
    expect(roomCount(null)).toBeNull()
  })
  it('formats CAD with the $ after in French and before in English', () => {
    expect(nb(priceText(1234567, 'fr'))).toBe('1 234 567 $')
    expect(priceText(1234567, 'en')).toBe('$1,234,567')
    expect(priceText(null, 'en')).toBeNull()
  })
  it('groups the area by locale', () => {
    expect(nb(areaText(1450, 'fr'))).toBe('1 450')
    expect(areaText('1450', 'en')).toBe('1,450')
  })
  it('has the badge colours of the spec', () => {
    expect(badgeColours.sold).toEqual({ background: '#b3261e', color: '#ffffff' })
    expect(badgeColours.new?.color).toBe('#ffffff')
  })
  it('maps prices to slider steps', () => {
    const steps = [0, 25000, 50000, 100000]
    expect(stepIndex(steps, null, 3)).toBe(3)
    expect(stepIndex(steps, 60000, 0)).toBe(2)
    expect(stepIndex(steps, 25000, 0)).toBe(1)
  })
})

describe('listing last updated', () => {
  const now = new Date('2026-11-26T05:00:00.000Z')
  it('keeps a past stamp', () => {
    expect(updatedAtNotAfter('2026-11-10T00:00:00.000Z', now).toISOString()).toBe('2026-11-10T00:00:00.000Z')
  })
  it('never shows a date in the future: a stamp ahead of the clock (or unreadable) shows as now', () => {
    expect(updatedAtNotAfter('2026-12-08T00:00:00.000Z', now).toISOString()).toBe(now.toISOString())
    expect(updatedAtNotAfter('not a date', now).toISOString()).toBe(now.toISOString())
    expect(updatedAtNotAfter('2026-12-08T00:00:00.000Z').getTime()).toBeLessThanOrEqual(Date.now())
  })
})
