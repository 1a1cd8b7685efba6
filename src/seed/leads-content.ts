import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

const DAY = 86_400_000
const first = ['Sophie', 'Marc', 'Julie', 'Olivier', 'Camille', 'Louis', 'Émilie', 'Gabriel', 'Léa', 'Thomas']
const last = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Pelletier']
const forms = ['contact_form', 'contact_form', 'property_alert', 'property_valuation', 'contact_form'] as const
const statuses = ['new', 'contacted', 'contacted', 'qualified', 'won', 'lost'] as const
const pages = ['/fr', '/fr/vendre', '/fr/equipe', '/en/sell', '/fr/proprietes/12-rue-des-erables-laval-DEMO1001']

/**
 * The demo's leads (issue 29): `count` leads over the last 12 weeks, across forms, statuses and
 * source pages, so the dashboard shows something real. Delivered already (no e-mail leaves), two
 * held for review and one whose delivery failed; no marketing consent (no property alert is mailed).
 */
export function demoLeads(count: number, site: string, tenant: number, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const created = now - (2 / 24 + ((i * 83.9) % 83)) * DAY
    const status = statuses[(i * 7) % statuses.length]
    const form = forms[i % forms.length]
    const page = pages[(i * 3) % pages.length]
    const f = first[i % first.length]
    const l = last[(i * 3) % last.length]
    const data: RequiredDataFromCollectionSlug<'leads'> = {
      form_type: form,
      locale: page.startsWith('/en') ? 'en' : 'fr',
      site,
      tenant,
      first_name: f,
      last_name: l,
      full_name: `${f} ${l}`,
      email: `${f
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.${i}@exemple.ca`,
      phone: `514 555-${String(1000 + i).slice(-4)}`,
      message: form === 'contact_form' ? 'Bonjour, j’aimerais en savoir plus. Merci!' : null,
      source_path: page,
      source_listing: page.endsWith('DEMO1001') && form === 'contact_form' ? 'DEMO1001' : null,
      consent: {
        shown: true,
        transaction: true,
        marketing: false,
        version: '1',
        recorded_at: new Date(created).toISOString(),
      },
      status,
      first_contacted_at: status === 'new' ? null : new Date(created + (1 + (i % 9)) * 3_600_000).toISOString(),
      review_flagged: i % 29 === 5,
      review_reason: i % 29 === 5 ? 'low-score: 0.1' : null,
      delivery_state: i % 31 === 7 ? 'failed' : 'delivered',
      delivery_attempts: 1,
      last_error: i % 31 === 7 ? 'SMTP: connection refused' : null,
      createdAt: new Date(created).toISOString(),
    }
    return data
  })
}

export async function seedLeads(payload: Payload, sites: Array<{ id: number; site: string; count: number }>) {
  for (const s of sites)
    for (const data of demoLeads(s.count, s.site, s.id))
      await payload.create({ collection: 'leads', data, overrideAccess: true, depth: 0, context: { seeding: true } })
}
