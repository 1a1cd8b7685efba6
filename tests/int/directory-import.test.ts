import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingsDb, type ListingsDb } from '@/listings/db'
import { detectResource, importDirectory, listingContacts } from '@/listings/feed/directory-import'
import { readFeedFile } from '@/listings/feed/feed-file'
import { generateFeed } from '@/listings/generator/generate'
import { importListings } from '@/listings/feed/import'
import { testPayload } from './helpers/db'

/** RESO Office and Member feeds into the offices and members collections: idempotent, bad records reported, listings linked. */
let payload: Payload
let db: ListingsDb
const dir = mkdtempSync(path.join(tmpdir(), 'directory-'))

const offices = [
  {
    OfficeKey: 'OF-1',
    OfficeName: 'Agence Laval Centre',
    OfficePhone: '(450) 555-0142',
    OfficeEmail: 'laval@exemple.ca',
    OfficeAddress1: '1000 boul. Le Carrefour',
    OfficeCity: 'Laval',
    OfficePostalCode: 'h7t 2k3',
  },
  {
    OfficeKey: 'OF-2',
    OfficeName: 'Agence Sherbrooke',
    OfficePhone: '819-555-0100',
    OfficeAddress1: '50 rue King Ouest',
    OfficeCity: 'Sherbrooke',
  },
  { OfficeKey: 'OF-3', OfficeName: '', OfficeAddress1: '1 rue X', OfficeCity: 'Québec' },
  {
    OfficeKey: 'OF-4',
    OfficeName: 'Agence Nord',
    OfficeAddress1: '2 rue Y',
    OfficeCity: 'Québec',
    OfficeEmail: 'not-an-email',
  },
  'not a record',
]
const membersCsv = [
  'MemberKey,MemberFirstName,MemberLastName,MemberEmail,MemberPreferredPhone,MemberType,MemberDesignation,OfficeKey',
  'MB-1,Julie,Tremblay,Julie.Tremblay@exemple.ca,514 555-0101,MLS Member,Courtière immobilière résidentielle,OF-1',
  'MB-2,Marc,Gagnon,marc@exemple.ca,+1 819 555 0102,Office Manager,Directeur d’agence,OF-2',
  'MB-3,Équipe,Roy,equipe@exemple.ca,450-555-0103,Team,,OF-1',
  'MB-4,Sans,Bureau,sans@exemple.ca,450-555-0104,Assistant,,OF-99',
  'MB-5,Mauvais,Téléphone,bad@exemple.ca,555-01,MLS Member,,OF-1',
  'MB-6,,,,,,,OF-1',
  'MB-1,Julie,Doublon,autre@exemple.ca,514 555-0109,MLS Member,,OF-1',
].join('\n')

async function run(file: string) {
  const { resource, items } = await detectResource(readFeedFile(file))
  if (resource === 'Property') throw new Error('expected a directory feed')
  return importDirectory(db, resource, items, { source: file })
}
const snapshot = async () => ({
  offices: await db.all(
    `SELECT o.*, l.address_street, l.address_city, l._locale FROM offices o JOIN offices_locales l ON l._parent_id = o.id JOIN directory_feed_keys k ON k.doc_id = o.id AND k.resource = 'Office' ORDER BY o.id, l._locale`,
  ),
  members: await db.all(
    `SELECT m.*, l.title, l._locale FROM members m JOIN members_locales l ON l._parent_id = m.id JOIN directory_feed_keys k ON k.doc_id = m.id AND k.resource = 'Member' ORDER BY m.id, l._locale`,
  ),
})

let officesFile: string
let membersFile: string
/** The demo's own feed keys (src/seed/feed-keys.ts): kept, with their members and offices, after this file. */
let seeded = ''
beforeAll(async () => {
  payload = await testPayload()
  db = listingsDb(payload)
  seeded =
    (await db.all<{ feed_key: string }>('SELECT feed_key FROM directory_feed_keys'))
      .map((r) => `'${r.feed_key}'`)
      .join(', ') || "''"
  officesFile = path.join(dir, 'offices.json')
  writeFileSync(officesFile, JSON.stringify({ value: offices }))
  membersFile = path.join(dir, 'members.csv')
  writeFileSync(membersFile, membersCsv)
})
afterAll(async () => {
  const ids = (r: string) =>
    `SELECT doc_id FROM directory_feed_keys WHERE resource = '${r}' AND feed_key NOT IN (${seeded})`
  await db.run(`DELETE FROM members WHERE id IN (${ids('Member')})`)
  await db.run(`DELETE FROM offices WHERE id IN (${ids('Office')})`)
  await db.run(`DELETE FROM directory_feed_keys WHERE feed_key NOT IN (${seeded})`)
  rmSync(dir, { recursive: true, force: true })
})

describe('office and member import', () => {
  it('imports the good offices and reports the bad ones by line, field and reason', async () => {
    const report = await run(officesFile)
    expect(report).toMatchObject({
      resource: 'Office',
      received: 5,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      rejected: 3,
    })
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { line: 3, key: 'OF-3', field: 'OfficeName', reason: 'is required' },
        expect.objectContaining({ line: 4, key: 'OF-4', field: 'OfficeEmail' }),
        { line: 5, key: null, field: '(record)', reason: 'is not a JSON object' },
      ]),
    )
    const found = await payload.find({
      collection: 'offices',
      where: { name: { equals: 'Agence Laval Centre' } },
      locale: 'en',
    })
    // The RESO Office resource has no coordinates: an editor places the office on the map.
    expect(found.docs[0]).toMatchObject({
      latitude: null,
      longitude: null,
      email: 'laval@exemple.ca',
      phone: { display: '450 555-0142', intl: '+14505550142' },
      address: { street: '1000 boul. Le Carrefour', city: 'Laval', postal_code: 'H7T 2K3' },
    })
  })

  it('imports members from CSV, linked to their office, with roles, and reports bad records', async () => {
    const report = await run(membersFile)
    expect(report).toMatchObject({ resource: 'Member', received: 7, inserted: 4, rejected: 3 })
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 6, key: 'MB-5', field: 'MemberPreferredPhone' }),
        expect.objectContaining({ line: 7, key: 'MB-6', field: 'MemberLastName' }),
        expect.objectContaining({ line: 8, key: 'MB-1', field: 'MemberKey', reason: 'repeats the member of line 2' }),
      ]),
    )
    expect(report.warnings).toEqual([expect.objectContaining({ line: 5, key: 'MB-4', field: 'OfficeKey' })])
    const julie = (
      await payload.find({
        collection: 'members',
        where: { slug: { equals: 'julie-tremblay' } },
        locale: 'fr',
        depth: 1,
      })
    ).docs[0]
    expect(julie).toMatchObject({
      name: 'Julie Tremblay',
      role: 'broker',
      email: 'julie.tremblay@exemple.ca',
      title: 'Courtière immobilière résidentielle',
      phone: { intl: '+15145550101' },
    })
    expect((julie.office as { name: string }).name).toBe('Agence Laval Centre')
    const roles = await db.all<{ name: string; role: string }>(
      `SELECT name, role FROM members WHERE email IN ('marc@exemple.ca', 'equipe@exemple.ca', 'sans@exemple.ca') ORDER BY email`,
    )
    expect(roles.map((r) => r.role)).toEqual(['team', 'executive_team', 'administrative_team'])
  })

  it('changes nothing when the same feeds are imported again, and updates only what changed', async () => {
    const before = await snapshot()
    expect(await run(officesFile)).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, rejected: 3 })
    expect(await run(membersFile)).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, rejected: 3 })
    expect(await snapshot()).toEqual(before)
    const changed = path.join(dir, 'members-2.csv')
    writeFileSync(changed, membersCsv.replace('Julie.Tremblay@exemple.ca', 'julie@exemple.ca'))
    expect(await run(changed)).toMatchObject({ inserted: 0, updated: 1, unchanged: 3 })
    const [count] = await db.all<{ n: number }>(`SELECT count(*) AS n FROM members WHERE email = 'julie@exemple.ca'`)
    expect(Number(count.n)).toBe(1)
  })

  it('links listings to their broker and office by ListAgentKey and ListOfficeKey', async () => {
    const records = [...generateFeed({ count: 3, seed: 4, firstKey: 85_000_000, photos: ['/p/1.jpg'] })]
    records[0] = { ...records[0], ListAgentKey: 'MB-1', ListOfficeKey: 'OF-1' }
    records[1] = { ...records[1], ListAgentKey: 'MB-2', ListOfficeKey: undefined }
    records[2] = { ...records[2], ListAgentKey: undefined, ListOfficeKey: undefined }
    const report = await importListings(
      db,
      records.map((record, i) => ({ line: i + 1, record })),
      { full: false, source: 'directory-test' },
    )
    expect(report.inserted).toBe(3)
    const ids = (
      await db.all<{ id: number }>(`SELECT id FROM listings WHERE uls >= '85000000' AND uls < '85000003' ORDER BY uls`)
    ).map((r) => Number(r.id))
    const [julie, marc] = await db.all<{ id: number; office_id: number }>(
      `SELECT id, office_id FROM members WHERE email IN ('julie@exemple.ca', 'marc@exemple.ca') ORDER BY email`,
    )
    const contacts = await listingContacts(db, ids)
    expect(contacts).toEqual([
      { listing_id: ids[0], member_id: Number(julie.id), office_id: Number(julie.office_id) },
      { listing_id: ids[1], member_id: Number(marc.id), office_id: Number(marc.office_id) }, // the member's office
      { listing_id: ids[2], member_id: null, office_id: null },
    ])
    for (const t of ['listing_photos', 'listing_open_houses', 'listing_details'])
      await db.run(`DELETE FROM ${t} WHERE listing_id IN (${ids.join(', ')})`)
    await db.run(`DELETE FROM listings WHERE id IN (${ids.join(', ')})`)
    await db.run(`DELETE FROM listing_syncs WHERE source = 'directory-test'`)
  })
})
