import 'server-only'
import type { ConsentRecordInput } from '@/domain/consent-record'
import { payloadClient } from './payload'
import type { SiteId } from './site-data'

/** Stores one proof of consent for a site (the public endpoint's only write; nobody else may create one). */
export async function recordConsent(site: SiteId, input: ConsentRecordInput, now = new Date()): Promise<void> {
  const payload = await payloadClient()
  await payload.create({
    collection: 'consent-records',
    overrideAccess: true,
    depth: 0,
    data: {
      tenant: site,
      visitor_id: input.visitorId,
      version: input.version,
      locale: input.locale,
      analytics: input.analytics,
      marketing: input.marketing,
      functional: input.functional,
      decided_at: now.toISOString(),
    },
  })
}
