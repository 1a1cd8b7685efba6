import type { Payload } from 'payload'
import { nextDueAt } from './lead-store'
import { processOutbox } from './outbox'
import { leadServices } from './services'

let wakeFor: number | null = null
let running: Promise<void> | null = null
let again = false

/**
 * Deliver what is due now, then arrange to wake this process when the next retry is due. One pass
 * at a time per process: a post arriving during a pass asks for one more pass instead of starting
 * its own, so a burst of leads while SMTP is down does not start one failing pass per post.
 */
export function runOutbox(payload: Payload, siteName: string): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        await onePass(payload, siteName)
      } while (again)
    } finally {
      running = null
    }
  })()
  return running
}

async function onePass(payload: Payload, siteName: string): Promise<void> {
  const s = leadServices()
  await processOutbox(payload, siteName, s.now())
  const next = await nextDueAt(payload)
  if (!next) return
  const at = next.getTime()
  if (wakeFor !== null && wakeFor <= at && wakeFor > Date.now()) return
  wakeFor = at
  s.wakeAt(next, () => {
    wakeFor = null
    return runOutbox(payload, siteName)
  })
}

/** How often each server looks for due deliveries on its own (a wake lost to an outage, another instance's leads). */
export const OUTBOX_SWEEP_MS = 60_000

/**
 * Started once per server (src/instrumentation.ts): deliver what is due now — deliveries left
 * pending by a restart resume without waiting for the next post — then sweep every OUTBOX_SWEEP_MS.
 * A failing sweep (the database is down) is logged and the next one tries again.
 */
export function startOutboxSweeper(
  payload: Payload,
  siteName: () => Promise<string>,
  everyMs = OUTBOX_SWEEP_MS,
): () => void {
  const sweep = () =>
    siteName()
      .then((name) => runOutbox(payload, name))
      .catch((e: unknown) => console.error('[leads] outbox sweep failed', e))
  const timer = setInterval(() => void sweep(), everyMs)
  timer.unref?.()
  void sweep()
  return () => clearInterval(timer)
}
