import { beforeAll, describe, expect, it } from 'vitest'
import { loadListing } from '@/data/listing-page'
import { siteScope } from '@/domain/site-people'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { testPayload } from './helpers/db'
import { agencySite } from './helpers/sites'

let db: ListingsDb
beforeAll(async () => {
  db = listingsDb(await testPayload())
})

const activeListingOf = async (broker: string) => {
  const [row] = await db.all<{ uls: string }>(
    `SELECT l.uls FROM listings l JOIN listing_details d ON d.listing_id = l.id WHERE l.status = 'active' AND d.broker_name = ? ORDER BY l.id LIMIT 1`,
    [broker],
  )
  return row.uls
}

describe('a listing page’s broker', () => {
  it('is the directory member of the same name, so the contact modal reaches them', async () => {
    const detail = await loadListing(
      siteScope(await agencySite()),
      'fr',
      `/proprietes/x-${await activeListingOf('Marc-André Tremblay')}`,
    )
    expect(detail).toMatchObject({ broker: 'Marc-André Tremblay', broker_slug: 'marc-andre-tremblay' })
  })

  it('has no slug when the broker is not in the directory (the lead goes to the site default)', async () => {
    const detail = await loadListing(
      siteScope(await agencySite()),
      'en',
      `/properties/x-${await activeListingOf('Nadia Bouchard')}`,
    )
    expect(detail).toMatchObject({ broker: 'Nadia Bouchard', broker_slug: null })
  })
})
