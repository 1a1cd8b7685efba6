import { NextRequest } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/api/[...slug]/route'
import { listingsDb } from '@/listings/db'
import { SyncHistory } from '@/listings/sync/admin/SyncHistory'
import { SITE_ID } from '@/listings/sync/sync-service'
import { startRun, updateRun } from '@/listings/sync/sync-state'
import { testPayload } from './helpers/db'
import { editorToken } from './helpers/rest'
import { agencySite } from './helpers/sites'

let payload: Payload
let token = ''
let siteEditorToken = ''
let editor: PayloadRequest['user']
let siteEditor: PayloadRequest['user']
const figures = { received: 1200, inserted: 700, updated: 450, unchanged: 40, withdrawn: 3, rejected: 7 }

const history = async (auth: Record<string, string> = {}) => {
  const url = new URL('http://localhost/api/globals/listing-feed/history')
  const res = await GET(new NextRequest(url, { headers: auth }), {
    params: Promise.resolve({ slug: ['globals', 'listing-feed', 'history'] }),
  })
  return {
    status: res.status,
    body: (await res.json()) as { runs?: Array<Record<string, unknown>>; errors?: unknown[] },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  const login = await payload.login({
    collection: 'editors',
    data: { email: 'editeur@demo.courtier.local', password: 'demo-editeur-2026' },
  })
  token = login.token!
  editor = { ...login.user, collection: 'editors' } as PayloadRequest['user']
  siteEditorToken = await editorToken(payload, 'editeur-historique@example.ca', 'editor', [(await agencySite()).id])
  siteEditor = {
    ...(
      await payload.find({
        collection: 'editors',
        where: { email: { equals: 'editeur-historique@example.ca' } },
        limit: 1,
      })
    ).docs[0],
    collection: 'editors',
  }
  const db = listingsDb(payload)
  const ok = await startRun(db, SITE_ID, 'incremental', Date.parse('2026-11-26T14:00:00Z'))
  await updateRun(db, ok, figures, {
    status: 'succeeded',
    at: Date.parse('2026-11-26T14:00:21Z'),
    rejections: [
      { resource: 'Property', key: '71000012', field: 'StandardStatus', reason: 'is not a known status: Bogus' },
      { resource: 'Member', key: 'M-9', field: 'MemberEmail', reason: 'is not an email address: nobody' },
    ],
  })
  const failed = await startRun(db, SITE_ID, 'full', Date.parse('2026-11-26T14:15:00Z'))
  await updateRun(
    db,
    failed,
    { ...figures, inserted: 0, updated: 0 },
    {
      status: 'failed',
      at: Date.parse('2026-11-26T14:15:02Z'),
      error: 'The feed answered HTTP 503 for /odata/Property.',
    },
  )
}, 600_000)

describe('sync history for administrators', () => {
  it('an anonymous request reads nothing', async () => {
    const r = await history()
    expect(r.status).toBe(401)
    expect(r.body.runs).toBeUndefined()
    expect(await history({ authorization: 'JWT forged' })).toMatchObject({ status: 401 })
    expect(
      await SyncHistory({ payload, req: { user: null, i18n: { language: 'fr' } } as unknown as PayloadRequest }),
    ).toBeNull()
  })

  it('an editor of one site reads nothing either (403, and no history in the admin)', async () => {
    const r = await history({ authorization: `JWT ${siteEditorToken}` })
    expect(r.status).toBe(403)
    expect(r.body.runs).toBeUndefined()
    expect(
      await SyncHistory({ payload, req: { user: siteEditor, i18n: { language: 'fr' } } as unknown as PayloadRequest }),
    ).toBeNull()
  })

  it('an administrator reads start, end, figures, rejected records and the last error, newest first', async () => {
    const r = await history({ authorization: `JWT ${token}` })
    expect(r.status).toBe(200)
    const [last, previous] = r.body.runs!
    expect(last).toMatchObject({
      kind: 'full',
      status: 'failed',
      error: 'The feed answered HTTP 503 for /odata/Property.',
    })
    expect(previous).toMatchObject({
      ...figures,
      status: 'succeeded',
      started_at: Date.parse('2026-11-26T14:00:00Z'),
      finished_at: Date.parse('2026-11-26T14:00:21Z'),
    })
    expect(previous.rejections).toEqual([
      { resource: 'Property', key: '71000012', field: 'StandardStatus', reason: 'is not a known status: Bogus' },
      { resource: 'Member', key: 'M-9', field: 'MemberEmail', reason: 'is not an email address: nobody' },
    ])
  })

  it('the admin shows it in French by default and in English', async () => {
    const fr = renderToStaticMarkup(
      await SyncHistory({ payload, req: { user: editor, i18n: { language: 'fr' } } as unknown as PayloadRequest }),
    )
    expect(fr).toContain('Historique des synchronisations')
    expect(fr).toMatch(/Dernière erreur \(2026-11-26 09 h 15\)\u00a0:<\/strong> The feed answered HTTP 503/)
    for (const text of [
      'Reçues',
      'Ajoutées',
      'Retirées',
      'Rejetées',
      'Réussie',
      'Échouée',
      'Enregistrements rejetés',
      'Relire tout le flux',
    ])
      expect(fr).toContain(text)
    // Each rejected record: what it is, its key, the field and the reason, in French.
    expect(fr).toMatch(
      /<td[^>]*>Inscription<\/td><td[^>]*><code>71000012<\/code><\/td><td[^>]*><code>StandardStatus<\/code><\/td><td[^>]*>n’est pas un statut connu : Bogus<\/td>/,
    )
    expect(fr).toMatch(
      /<td[^>]*>Courtier<\/td><td[^>]*><code>M-9<\/code><\/td><td[^>]*><code>MemberEmail<\/code><\/td><td[^>]*>n’est pas une adresse courriel : nobody<\/td>/,
    )
    expect(fr).not.toContain('is not a known status')
    const en = renderToStaticMarkup(
      await SyncHistory({ payload, req: { user: editor, i18n: { language: 'en' } } as unknown as PayloadRequest }),
    )
    for (const text of [
      'Sync history',
      'Last error',
      'Received',
      'Inserted',
      'Withdrawn',
      'Rejected records',
      'Succeeded',
      'Read the whole feed again',
    ])
      expect(en).toContain(text)
    expect(en).toMatch(
      /<td[^>]*>Listing<\/td><td[^>]*><code>71000012<\/code><\/td><td[^>]*><code>StandardStatus<\/code><\/td><td[^>]*>is not a known status: Bogus<\/td>/,
    )
  })
})
