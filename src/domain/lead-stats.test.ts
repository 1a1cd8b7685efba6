import { describe, expect, it } from 'vitest'
import {
  median,
  medianFirstContact,
  periodCounts,
  topSources,
  weekEnds,
  weeklyByKind,
  weeksFromGroups,
} from './lead-stats'

const DAY = 86_400_000
const now = Date.UTC(2026, 10, 27, 12)
const daysAgo = (d: number) => now - d * DAY

describe('dashboard figures', () => {
  it('counts the last 7 days against the 7 before, with the change in percent', () => {
    const times = [daysAgo(1), daysAgo(2), daysAgo(6.9), daysAgo(8), daysAgo(13), daysAgo(20)]
    expect(periodCounts(times, now, 7)).toEqual({ current: 3, previous: 2, change: 50 })
    expect(periodCounts([daysAgo(1)], now, 7)).toEqual({ current: 1, previous: 0, change: null })
  })

  it('puts each lead in its week and kind, the oldest week first, and leaves older leads out', () => {
    const rows = weeklyByKind(
      [
        { at: daysAgo(1), kind: 'contact_form' },
        { at: daysAgo(2), kind: 'property_alert' },
        { at: daysAgo(80), kind: 'property_valuation' },
        { at: daysAgo(200), kind: 'contact_form' },
      ],
      now,
      12,
    )
    expect(rows).toHaveLength(12)
    expect(rows[11].total).toBe(2)
    expect(rows[11].counts.property_alert).toBe(1)
    expect(rows[0].counts.property_valuation).toBe(1)
    expect(rows.reduce((n, r) => n + r.total, 0)).toBe(3)
  })

  it('takes the median of odd and even counts, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })

  it('measures time to first contact over contacted leads only', () => {
    const m = medianFirstContact([
      { at: 0, contactedAt: 60_000 },
      { at: 0, contactedAt: 180_000 },
      { at: 0, contactedAt: null },
    ])
    expect(m).toBe(120_000)
  })

  it('ranks sources by leads, ignoring leads without one', () => {
    expect(topSources(['/fr/a', '/fr/b', '/fr/a', null, '/fr/c', '/fr/b', '/fr/a'], 2)).toEqual([
      { source: '/fr/a', leads: 3 },
      { source: '/fr/b', leads: 2 },
    ])
  })
})

describe('weekly rows from grouped counts', () => {
  it('match the rows made lead by lead, the weeks ending at now minus whole weeks', () => {
    const leads = [
      { at: daysAgo(1), kind: 'contact_form' as const },
      { at: daysAgo(7), kind: 'property_alert' as const },
      { at: daysAgo(7.0001), kind: 'property_alert' as const },
      { at: daysAgo(83), kind: 'listing_request' as const },
    ]
    const { first, ends } = weekEnds(now)
    expect(ends).toHaveLength(12)
    expect(ends[11]).toBe(now)
    const week = (at: number) => ends.findIndex((end) => at <= end)
    const groups = leads.filter((l) => l.at > first).map((l) => ({ week: week(l.at), kind: l.kind, n: 1 }))
    expect(weeksFromGroups(groups, now)).toEqual(weeklyByKind(leads, now))
    expect(weeksFromGroups([{ week: 11, kind: 'contact_form', n: 40 }], now)[11].total).toBe(40)
  })
})
