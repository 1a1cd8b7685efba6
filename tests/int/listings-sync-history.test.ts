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

let payload: Payload
let token = ''
let editor: PayloadRequest['user']
const figures = { received: 1200, inserted: 700, updated: 450, unchanged: 40, withdrawn: 3, rejected: 7 }

const history = async (auth: Record<string, string> = {}) => {
  const url = new URL('http://localhost/api/globals/listing-feed/history')
  const res = await GET(new NextRequest(url, { headers: auth }), { params: Promise.resolve({ slug: ['globals', 'listing-feed', 'history'] }) })
  return { status: res.status, body: (await res.json()) as { runs?: Array<Record<string, unknown>>; errors?: unknown[] } }
}

beforeAll(async () => {
  payload = await testPayload()
  const login = await payload.login({ collection: 'editors', data: { email: 'editeur@demo.courtier.local', password: 'demo-editeur-2026' } })
  token = login.token!
  editor = { ...login.user, collection: 'editors' } as PayloadRequest['user']
  const db = listingsDb(payload)
  const ok = await startRun(db, SITE_ID, 'incremental', Date.parse('2026-11-26T14:00:00Z'))
  await updateRun(db, ok, figures, { status: 'succeeded', at: Date.parse('2026-11-26T14:00:21Z'), rejections: ['line 12 · 71000012 · City · is not a known municipality: Atlantis'] })
  const failed = await startRun(db, SITE_ID, 'full', Date.parse('2026-11-26T14:15:00Z'))
  await updateRun(db, failed, { ...figures, inserted: 0, updated: 0 }, { status: 'failed', at: Date.parse('2026-11-26T14:15:02Z'), error: 'The feed answered HTTP 503 for /odata/Property.' })
}, 600_000)

describe('sync history for editors', () => {
  it('an anonymous request reads nothing', async () => {
    const r = await history()
    expect(r.status).toBe(401)
    expect(r.body.runs).toBeUndefined()
    expect(await history({ authorization: 'JWT forged' })).toMatchObject({ status: 401 })
    expect(await SyncHistory({ payload, req: { user: null, i18n: { language: 'fr' } } as unknown as PayloadRequest })).toBeNull()
  })

  it('an editor reads start, end, figures, rejection reasons and the last error, newest first', async () => {
    const r = await history({ authorization: `JWT ${token}` })
    expect(r.status).toBe(200)
    const [last, previous] = r.body.runs!
    expect(last).toMatchObject({ kind: 'full', status: 'failed', error: 'The feed answered HTTP 503 for /odata/Property.' })
    expect(previous).toMatchObject({ ...figures, status: 'succeeded', started_at: Date.parse('2026-11-26T14:00:00Z'), finished_at: Date.parse('2026-11-26T14:00:21Z') })
    expect(previous.rejections).toEqual(['line 12 · 71000012 · City · is not a known municipality: Atlantis'])
  })

  it('the admin shows it in French by default and in English', async () => {
    const fr = renderToStaticMarkup((await SyncHistory({ payload, req: { user: editor, i18n: { language: 'fr' } } as unknown as PayloadRequest })))
    expect(fr).toContain('Historique des synchronisations')
    expect(fr).toMatch(/Dernière erreur \(2026-11-26 09 h 15\)\u00a0:<\/strong> The feed answered HTTP 503/)
    for (const text of ['Reçues', 'Ajoutées', 'Retirées', 'Rejetées', 'Réussie', 'Échouée', 'is not a known municipality: Atlantis']) expect(fr).toContain(text)
    const en = renderToStaticMarkup((await SyncHistory({ payload, req: { user: editor, i18n: { language: 'en' } } as unknown as PayloadRequest })))
    for (const text of ['Sync history', 'Last error', 'Received', 'Inserted', 'Withdrawn', 'Rejection reasons', 'Succeeded']) expect(en).toContain(text)
  })
})
