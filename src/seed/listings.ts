import type { Payload } from 'payload'
import { generateFeed } from '@/listings/generator/generate'
import { importListings } from '@/listings/feed/import'
import { listingsDb } from '@/listings/db'
import type { DemoImage } from './images'
import { articleSeeds } from './articles-content'
import { moreArticleSeeds } from './blog-content'
import { seedArticle } from './blog-articles'
import { listingPhotos, portraits } from './listing-images'
import { officesData, membersData, categoriesData } from './directory-content'
import { moreBrokers, moreOffices, oaciqOf } from './people-content'
import { brokerSiteMembers, demoMemberKeys, demoOfficeKeys, seedFeedKeys } from './feed-keys'
import type { RawRecord } from '@/listings/feed/reso'
import type { SeedData, SeedUpdate } from './types'

/** Listings in the demo (a few hundred, with photos, over real Quebec municipalities). */
export const DEMO_LISTINGS = 300

async function upload(payload: Payload, img: DemoImage, alt: [string, string]) {
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt[0] },
    locale: 'fr',
    file: { data: img.buffer, mimetype: img.mimeType, name: img.filename, size: img.buffer.length },
  })
  await payload.update({ collection: 'media', id: doc.id, data: { alt: alt[1] }, locale: 'en' })
  return doc
}

/** Create in French, then fill the English fields of the same document (typed per collection: no generic update). */
const bilingual = {
  async offices(payload: Payload, fr: SeedData<'offices'>, en: SeedUpdate<'offices'>) {
    const doc = await payload.create({ collection: 'offices', data: fr, ...french })
    await payload.update({ collection: 'offices', id: doc.id, data: en, ...english })
    return doc
  },
  async members(payload: Payload, fr: SeedData<'members'>, en: SeedUpdate<'members'>) {
    const doc = await payload.create({ collection: 'members', data: fr, ...french })
    await payload.update({ collection: 'members', id: doc.id, data: en, ...english })
    return doc
  },
  async 'article-categories'(
    payload: Payload,
    fr: SeedData<'article-categories'>,
    en: SeedUpdate<'article-categories'>,
  ) {
    const doc = await payload.create({ collection: 'article-categories', data: fr, ...french })
    await payload.update({ collection: 'article-categories', id: doc.id, data: en, ...english })
    return doc
  },
}
const french = { locale: 'fr', context: { seeding: true } } as const
const english = { locale: 'en', context: { seeding: true } } as const

/** Offices, members (with their feed keys), blog and listings of the demo; the members and offices by slug and key. */
export async function seedListings(
  payload: Payload,
): Promise<{ members: Record<string, number>; offices: Record<string, number> }> {
  const photos = []
  for (const img of await listingPhotos())
    photos.push(await upload(payload, img, ['Façade d’une propriété à vendre', 'Front of a property for sale']))
  const faces: Record<string, number> = {}
  for (const img of await portraits()) faces[img.key] = (await upload(payload, img, ['Portrait', 'Portrait'])).id

  const offices: Record<string, number> = {}
  for (const o of [...officesData, ...moreOffices]) {
    const photo = typeof o.photo === 'string' ? await existingMedia(payload, o.photo) : photos[o.photo].id
    offices[o.key] = (
      await bilingual.offices(payload, { ...o.data, address: o.address.fr, photo }, { address: o.address.en })
    ).id
  }
  const members: Record<string, number> = {}
  for (const m of [...membersData, ...moreBrokers]) {
    const photo =
      m.photo === 'portrait-courtiere'
        ? await existingMedia(payload, 'portrait-courtiere.jpg')
        : m.photo
          ? faces[m.photo]
          : undefined
    members[m.data.slug] = (
      await bilingual.members(
        payload,
        { ...m.data, ...oaciqOf[m.data.slug], title: m.title[0], bio: m.bio[0], photo, office: offices[m.office] },
        { title: m.title[1], bio: m.bio[1] },
      )
    ).id
  }
  await seedFeedKeys(payload, members, offices)
  const categories: Record<string, number> = {}
  for (const c of categoriesData)
    categories[c.key] = (
      await bilingual['article-categories'](payload, { label: c.fr, position: c.position }, { label: c.en })
    ).id

  for (const a of [...articleSeeds, ...moreArticleSeeds])
    await seedArticle(payload, a, { members, categories, photos: photos.map((p) => p.id) })

  const urls = photos.map((p) => p.url).filter((u): u is string => typeof u === 'string')
  const feed = [...generateFeed({ count: DEMO_LISTINGS, seed: 2026, photos: urls })].map((record, i) => ({
    line: i + 1,
    record,
  }))
  const report = await importListings(listingsDb(payload), feed, { full: true, source: 'demo seed' })
  payload.logger.info(`Demo listings: ${report.inserted} imported, ${report.rejected} rejected.`)
  // A listing of Isabelle Gagnon's that left the market: its page answers 410 with similar listings, on both sites.
  const gone = {
    ...likeMostOf(
      feed
        .map((f) => f.record)
        .filter((r) => r.StandardStatus === 'Active' && brokerSiteAgents.includes(String(r.ListAgentKey))),
    ),
    ListingKey: WITHDRAWN_DEMO_LISTING,
    UnparsedAddress: '1200 rue des Érables',
    StandardStatus: 'Withdrawn',
    ListAgentFullName: 'Isabelle Gagnon',
    ListAgentKey: demoMemberKeys['isabelle-gagnon'],
    ListOfficeName: 'Immobilier Boréal — Laval',
    ListOfficeKey: demoOfficeKeys.laval,
  }
  await importListings(listingsDb(payload), [{ line: 1, record: gone }], {
    full: false,
    source: 'demo seed (withdrawn)',
  })
  return { members, offices }
}

const brokerSiteAgents = brokerSiteMembers.map((slug) => demoMemberKeys[slug]).filter(Boolean)

/** A record of the commonest city and kind among these: a listing with similar ones (same city and type). */
function likeMostOf(records: RawRecord[]): RawRecord {
  const kind = (r: RawRecord) => `${String(r.City)}|${String(r.PropertyType)}|${String(r.PropertySubType)}`
  const counts = new Map<string, number>()
  for (const r of records) counts.set(kind(r), (counts.get(kind(r)) ?? 0) + 1)
  return records.reduce((best, r) => ((counts.get(kind(r)) ?? 0) > (counts.get(kind(best)) ?? 0) ? r : best))
}

/** The demo's withdrawn listing key (its page is /fr/proprietes/…-{key}, status 410). */
export const WITHDRAWN_DEMO_LISTING = '90000001'

async function existingMedia(payload: Payload, filename: string) {
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  return found.docs[0]?.id
}
