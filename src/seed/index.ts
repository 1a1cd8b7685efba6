import type { Payload } from 'payload'
import { demoImages } from './images'
import type { BilingualSeed, MediaIds } from './types'
import { seedListings } from './listings'
import { pick, withIds } from './localize'
import { heroPagesData } from './heroes-content'
import { videoPageData } from './video-content'
import { pagesData, redirectsData } from './pages-content'
import { withCatalogue } from './catalogue-content'
import { withBlogBlocks } from './blog-blocks-content'
import { textBlocksPages } from './text-blocks-content'
import { withPeopleMore } from './people-more-content'
import { withPlaces } from './places-content'
import { footerData, headerData, siteData, themeData } from './site-content'
import { agencyFooterData, agencyHeaderData } from './agency-chrome'
import { agencyPagesData, agencyRedirectsData, agencySiteData, agencyThemeData } from './agency-site'
import { brokerSiteMembers } from './feed-keys'
import { seedLeads } from './leads-content'
import { franchiseLogos, headerImageAlts, headerImages, withHeaderChoices, withHeaderVariants } from './headers-content'
import { agencyBrandSets, brandImageAlts, brandImages, brokerBrandSets } from './brand-content'
import { variantPagesData, withFooterOverride } from './page-overrides-content'

const alts: Record<string, [string, string]> = {
  'hero-maison': ['Maison unifamiliale au coucher du soleil', 'Single-family home at sunset'],
  'rue-laval': ['Rue résidentielle bordée de maisons à Laval', 'Residential street lined with houses in Laval'],
  'portrait-courtiere': [
    'Portrait d’Isabelle Gagnon, courtière immobilière',
    'Portrait of Isabelle Gagnon, real estate broker',
  ],
  'bureau-laval': ['Immeuble de bureaux à Laval', 'Office building in Laval'],
  'logo-clair': ['Isabelle Gagnon, Immobilier Boréal', 'Isabelle Gagnon, Immobilier Boréal'],
  'logo-sombre': ['Isabelle Gagnon, Immobilier Boréal', 'Isabelle Gagnon, Immobilier Boréal'],
  'logo-agence-clair': ['Immobilier Boréal, agence immobilière', 'Immobilier Boréal, real estate agency'],
  'logo-agence-sombre': ['Immobilier Boréal, agence immobilière', 'Immobilier Boréal, real estate agency'],
  favicon: ['Icône du site', 'Site icon'],
}

type Bilingual = 'pages' | 'header' | 'footer'

/**
 * Creates a document in French, then fills the same rows in English. The signature checks the data against
 * the collection's create type (L() pairs allowed anywhere); the body hands each language's tree to Payload.
 */
async function createBilingual<S extends Bilingual>(
  payload: Payload,
  collection: S,
  data: BilingualSeed<S>,
): Promise<{ id: number }>
async function createBilingual(payload: Payload, collection: Bilingual, data: Record<string, unknown>) {
  const fr = pick<Record<string, unknown>>(data, 'fr')
  const doc = await payload.create({ collection, data: fr, locale: 'fr', context: { seeding: true } })
  const saved = await payload.findByID({ collection, id: doc.id, locale: 'fr', depth: 0, draft: true })
  const en = withIds(saved, pick<Record<string, unknown>>(data, 'en'))
  await payload.update({ collection, id: doc.id, data: en, locale: 'en', context: { seeding: true } })
  return doc
}

export const demoEditor = {
  email: process.env.SEED_EDITOR_EMAIL || 'editeur@demo.courtier.local',
  password: process.env.SEED_EDITOR_PASSWORD || 'demo-editeur-2026',
}

/**
 * The bilingual demo: the broker site on localhost (and 127.0.0.1) and the agency's site on
 * agence.localhost (docs/decisions/0023). The broker site presents its brokers and their listings, the
 * agency site every member, office and listing (decision 0025). Idempotent: does nothing when a page
 * already exists.
 */
export async function seed(payload: Payload): Promise<boolean> {
  const existing = await payload.count({ collection: 'pages' })
  if (existing.totalDocs > 0) return false
  payload.logger.info('Seeding the bilingual demo site…')

  const media: MediaIds = {}
  for (const img of [...(await demoImages()), ...(await headerImages()), ...(await brandImages())]) {
    const [fr, en] = alts[img.key] ?? headerImageAlts[img.key] ?? brandImageAlts[img.key] ?? [img.key, img.key]
    const doc = await payload.create({
      collection: 'media',
      data: { alt: fr },
      locale: 'fr',
      file: { data: img.buffer, mimetype: img.mimeType, name: img.filename, size: img.buffer.length },
    })
    await payload.update({ collection: 'media', id: doc.id, data: { alt: en }, locale: 'en' })
    media[img.key] = doc.id
  }

  const broker = await payload.create({
    collection: 'sites',
    data: {
      ...siteData(media),
      franchise_logos: franchiseLogos(media),
      ...brokerBrandSets(media),
      domains: [{ domain: 'localhost' }, { domain: '127.0.0.1' }],
    },
  })
  const tenant = broker.id
  await payload.create({ collection: 'theme', data: { ...themeData, tenant } })
  await createBilingual(payload, 'header', { ...withHeaderVariants(headerData(media), media), tenant })
  await createBilingual(payload, 'footer', { ...footerData(media), tenant })
  const pageIds = new Map<string, number>()
  const pages = withPlaces(
    withPeopleMore(
      [
        ...withHeaderChoices(
          withBlogBlocks(
            withCatalogue([...pagesData(media), ...heroPagesData(media), videoPageData(media)], media),
            media,
          ),
        ),
        ...textBlocksPages(media),
      ],
      media,
    ),
    media,
  )
  for (const page of withFooterOverride(pages, media)) {
    const doc = await createBilingual(payload, 'pages', { ...page, _status: 'published', tenant })
    pageIds.set(pick(page.path, 'fr'), doc.id)
  }
  for (const { of, page } of variantPagesData(media)) {
    const variant = { ...page.variant, variant_of: pageIds.get(of) }
    await createBilingual(payload, 'pages', { ...page, variant, _status: 'published', tenant })
  }
  for (const r of redirectsData) await payload.create({ collection: 'redirects', data: { ...r, tenant } })
  await seedAgencySite(payload, media)

  const editors = await payload.count({ collection: 'editors' })
  if (editors.totalDocs === 0) {
    await payload.create({ collection: 'editors', data: { ...demoEditor, name: 'Éditeur démo', role: 'admin' } })
  }
  const directory = await seedListings(payload)
  await payload.update({
    collection: 'sites',
    id: tenant,
    data: { members: brokerSiteMembers.map((slug) => Number(directory.members[slug])) },
    overrideAccess: true,
  })
  const agency = await payload.find({ collection: 'sites', where: { id: { not_equals: tenant } }, limit: 1, depth: 0 })
  await seedLeads(payload, [
    { id: tenant, site: broker.microsite_id, count: 60 },
    ...agency.docs.map((a) => ({ id: a.id, site: a.microsite_id, count: 20 })),
  ])
  payload.logger.info(`Demo site ready. CMS: /admin — ${demoEditor.email} / ${demoEditor.password}`)
  return true
}

/** The agency's site: its own theme, header, footer, pages and redirect, in both languages. */
async function seedAgencySite(payload: Payload, media: MediaIds) {
  const agency = await payload.create({
    collection: 'sites',
    data: { ...agencySiteData(media), franchise_logos: franchiseLogos(media), ...agencyBrandSets(media) },
  })
  const tenant = agency.id
  await payload.create({ collection: 'theme', data: { ...agencyThemeData, tenant } })
  await createBilingual(payload, 'header', { ...agencyHeaderData(media), tenant })
  await createBilingual(payload, 'footer', { ...agencyFooterData(media), tenant })
  for (const page of agencyPagesData(media))
    await createBilingual(payload, 'pages', { ...page, _status: 'published', tenant })
  for (const r of agencyRedirectsData) await payload.create({ collection: 'redirects', data: { ...r, tenant } })
}
