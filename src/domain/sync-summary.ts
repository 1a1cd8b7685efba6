/**
 * The listings sync as the dashboard tells it (issue 29): the last run that ended (when, how many
 * listings it changed, failed or not), whether one runs now, and when the next one starts.
 */
export type RunLine = {
  status: 'running' | 'succeeded' | 'failed'
  started_at: number
  finished_at: number | null
  inserted: number
  updated: number
  withdrawn: number
}

export type SyncSummary = {
  enabled: boolean
  running: boolean
  last: { at: number; changed: number; failed: boolean } | null
  /** When the scheduler starts the next run (now when it is due), or null when the feed is off. */
  nextAt: number | null
}

/** `runs` newest first; the scheduler starts a run once `intervalMinutes` have passed since the last start. */
export function summarizeSync(
  runs: readonly RunLine[],
  feed: { enabled?: boolean | null; interval_minutes?: number | null },
  now: number,
): SyncSummary {
  const enabled = Boolean(feed.enabled)
  const ended = runs.find((r) => r.status !== 'running')
  const last = ended
    ? {
        at: ended.finished_at ?? ended.started_at,
        changed: ended.inserted + ended.updated + ended.withdrawn,
        failed: ended.status === 'failed',
      }
    : null
  const latestStart = runs[0]?.started_at
  const interval = (feed.interval_minutes ?? 15) * 60_000
  const nextAt = !enabled ? null : latestStart === undefined ? now : Math.max(now, latestStart + interval)
  return { enabled, running: runs[0]?.status === 'running', last, nextAt }
}
