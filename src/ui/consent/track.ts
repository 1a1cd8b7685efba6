import { allows } from '@/domain/consent'
import { conversionEvent, type ConversionName } from '@/domain/conversion-events'
import { readConsent } from './store'

type TrackWindow = Window & { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void; __siteTagProviders?: string[] }

/**
 * Pushes a conversion event to the dataLayer once analytics is accepted and a site tag set it up (nothing
 * otherwise), and to GA4 directly when GA4 is the site's only Google tag. Only the event's allowed,
 * non-personal parameters go (src/domain/conversion-events.ts).
 */
export function trackConversion(name: ConversionName, params: Record<string, unknown> = {}) {
  const w = window as TrackWindow
  if (!w.dataLayer || !allows(readConsent(), 'analytics')) return
  const { event, ...rest } = conversionEvent(name, params)
  w.dataLayer.push({ event, ...rest })
  const providers = w.__siteTagProviders ?? []
  if (providers.includes('ga4') && !providers.includes('gtm')) w.gtag?.('event', event, rest)
}
