import { allows } from '@/domain/consent'
import type { ConversionName } from '@/domain/conversion-events'
import { readConsent } from './store'

type Pending = [ConversionName, Record<string, unknown>]
export type ConversionWindow = Window & {
  __trackConversion?: (name: ConversionName, params: Record<string, unknown>) => void
  __conversions?: Pending[]
}

/**
 * A conversion event from an island, at a few bytes' cost (issue 28): handed to the site tags' code when it
 * runs (src/ui/consent/site-tags-runner.ts, loaded only once a tag is allowed), which sends it only with
 * analytics accepted. An event made while analytics is already accepted but that code still loads waits in this
 * page's memory (at most 20); one made before the visitor accepted is dropped: nothing is measured before consent.
 */
export function sendConversion(name: ConversionName, params: Record<string, unknown>) {
  const w = window as ConversionWindow
  if (w.__trackConversion) return w.__trackConversion(name, params)
  if (!allows(readConsent(), 'analytics')) return
  const pending = (w.__conversions ??= [])
  if (pending.length < 20) pending.push([name, params])
}
