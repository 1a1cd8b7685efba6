import { describe, expect, it } from 'vitest'
import { summarizeSync, type RunLine } from './sync-summary'

const MIN = 60_000
const run = (over: Partial<RunLine>): RunLine => ({
  status: 'succeeded',
  started_at: 0,
  finished_at: 0,
  inserted: 0,
  updated: 0,
  withdrawn: 0,
  ...over,
})

describe('summarizeSync', () => {
  it('tells the last run that ended, the listings it changed, and the next start one interval after the latest', () => {
    const now = 100 * MIN
    const runs = [
      run({ status: 'failed', started_at: 90 * MIN, finished_at: 91 * MIN, inserted: 1 }),
      run({ started_at: 75 * MIN, finished_at: 76 * MIN, inserted: 2, updated: 5, withdrawn: 1 }),
    ]
    expect(summarizeSync(runs, { enabled: true, interval_minutes: 15 }, now)).toEqual({
      enabled: true,
      running: false,
      last: { at: 91 * MIN, changed: 1, failed: true },
      nextAt: 105 * MIN,
    })
  })

  it('skips a run still going for the figures, says it runs, and is due now when late', () => {
    const runs = [
      run({ status: 'running', started_at: 10 * MIN, finished_at: null }),
      run({ finished_at: 2 * MIN, updated: 3 }),
    ]
    const s = summarizeSync(runs, { enabled: true, interval_minutes: 5 }, 60 * MIN)
    expect(s).toMatchObject({ running: true, last: { at: 2 * MIN, changed: 3, failed: false }, nextAt: 60 * MIN })
  })

  it('has no next run when the feed is off, and no last run before the first', () => {
    expect(summarizeSync([], { enabled: false }, 5)).toEqual({
      enabled: false,
      running: false,
      last: null,
      nextAt: null,
    })
    expect(summarizeSync([], { enabled: true }, 5).nextAt).toBe(5)
  })
})
