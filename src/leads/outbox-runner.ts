import type { Payload } from 'payload'
import { nextDueAt, processOutbox } from './outbox'
import { leadServices } from './services'

let wakeFor: number | null = null

/** Deliver what is due now, then arrange to wake this process when the next retry is due. */
export async function runOutbox(payload: Payload, siteName: string): Promise<void> {
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
