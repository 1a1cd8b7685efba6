import { NextRequest } from 'next/server'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as graphql } from '@/app/(payload)/api/graphql/route'
import { GET } from '@/app/(payload)/api/[...slug]/route'
import { dashboardLeads } from '@/workspace/dashboard-leads'
import { medianFirstContact, periodCounts, topSources, weekEnds, weeklyByKind } from '@/domain/lead-stats'
import { leadKind } from '@/domain/lead-words'
import { processOutbox } from '@/leads/outbox'
import { configureLeadServices } from '@/leads/services'
import { testPayload } from './helpers/db'
import { editorToken, rest } from './helpers/rest'
import { agencySite, demoSite } from './helpers/sites'
import { startSmtp } from './leads-helpers'

/** Issue 29: a broker works their site's leads, and only theirs, over REST and GraphQL. */
let payload: Payload
let demoId: number
let agencyId: number
let demoLead: number
let agencyLead: number
let memberId: number
let seededMembers: number[] = []
let memberEmail: string
const tokens = { demo: '', agency: '' }
let tasks: (() => Promise<unknown>)[] = []
let restore: () => void
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000)
const reload = (id: number) => payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
const drain = async () => {
  await new Promise((r) => setTimeout(r, 50))
  const run = tasks
  tasks = []
  for (const t of run) await t()
}

async function lead(site: number, email: string) {
  const doc = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      form_type: 'contact_form',
      locale: 'fr',
      site: String(site),
      tenant: site,
      full_name: email,
      email,
      delivery_state: 'delivered',
    },
  })
  return doc.id
}

async function gql(query: string, token: string) {
  const res = await graphql(
    new NextRequest('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] }
}

async function exportCsv(token: string, query = '') {
  const url = new URL(`http://localhost/api/leads/export.csv${query}`)
  const res = await GET(new NextRequest(url, { headers: { authorization: `JWT ${token}` } }), {
    params: Promise.resolve({ slug: ['leads', 'export.csv'] }),
  })
  return { status: res.status, text: await res.text() }
}

beforeAll(async () => {
  payload = await testPayload()
  const demo = await demoSite()
  demoId = demo.id
  agencyId = (await agencySite()).id
  demoLead = await lead(demoId, 'travail-courtier@example.ca')
  agencyLead = await lead(agencyId, 'travail-agence@example.ca')
  seededMembers = (demo.members ?? [])
    .map((m) => (typeof m === 'object' ? m.id : m))
    .filter((id): id is number => typeof id === 'number')
  const member = await payload.create({
    collection: 'members',
    data: { name: 'Julie Responsable', role: 'team', email: 'julie.responsable@example.ca' },
  })
  memberId = member.id
  memberEmail = member.email!
  await payload.update({
    collection: 'sites',
    id: demoId,
    data: { members: [...seededMembers, memberId] },
  })
  tokens.demo = await editorToken(payload, 'travail-courtier@example.ca', 'editor', [demoId])
  tokens.agency = await editorToken(payload, 'travail-agence@example.ca', 'editor', [agencyId])
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_FROM: 'site@courtier.test', SMTP_SECURE: 'false' })
  delete process.env.LEADS_WEBHOOK_URL
  restore = configureLeadServices({ afterResponse: (t) => void tasks.push(t), wakeAt: () => {} })
}, 600_000)
afterAll(async () => {
  restore?.()
  // The integration files share one database: the demo site presents its seeded people again (places.test.ts).
  await payload.update({ collection: 'sites', id: demoId, data: { members: seededMembers } })
})

describe('an editor of another site', () => {
  it('cannot read, move, assign or note the lead (REST)', async () => {
    const t = tokens.agency
    expect((await rest('GET', `leads/${demoLead}`, { token: t })).status).toBe(404)
    for (const body of [{ status: 'contacted' }, { assignee: memberId }, { new_note: 'Piraté' }])
      expect([403, 404]).toContain((await rest('PATCH', `leads/${demoLead}`, { token: t, body })).status)
    const after = await reload(demoLead)
    expect(after).toMatchObject({ status: 'new', assignee: null })
    expect(after.notes ?? []).toEqual([])
  })

  it('cannot read, move or assign it over GraphQL either', async () => {
    const t = tokens.agency
    const read = await gql(`{ Lead(id: ${demoLead}) { id email } }`, t)
    expect(read.data?.Lead ?? null).toBeNull()
    const list = await gql(`{ Leads(limit: 500) { docs { id } } }`, t)
    const ids = ((list.data?.Leads as { docs: { id: number }[] }).docs ?? []).map((d) => d.id)
    expect(ids).toContain(agencyLead)
    expect(ids).not.toContain(demoLead)
    const moved = await gql(
      `mutation { updateLead(id: ${demoLead}, data: { status: contacted, assignee: ${memberId} }) { id } }`,
      t,
    )
    expect(moved.errors?.length).toBeGreaterThan(0)
    expect(await reload(demoLead)).toMatchObject({ status: 'new', assignee: null })
  })

  it('exports only their own site’s leads, and the export is in the audit trail', async () => {
    const { status, text } = await exportCsv(tokens.agency)
    expect(status).toBe(200)
    expect(text).toContain('travail-agence@example.ca')
    expect(text).not.toContain('travail-courtier@example.ca')
    expect(text.split('\r\n')[0]).toContain('Consentement marketing')
    const audit = await payload.find({ collection: 'audit-log', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(audit.docs[0]).toMatchObject({ action: 'leads.export', user_email: 'travail-agence@example.ca' })
    expect((audit.docs[0].details as { ids: number[] }).ids).toContain(agencyLead)
    expect((audit.docs[0].details as { ids: number[] }).ids).not.toContain(demoLead)
  })

  it('cannot export without signing in', async () => {
    expect((await exportCsv('')).status).toBe(401)
  })
})

describe('the site’s own editor', () => {
  it('moves the lead one step at a time, the first move stamping the first contact', async () => {
    const t = tokens.demo
    const skip = await rest('PATCH', `leads/${demoLead}`, { token: t, body: { status: 'won' } })
    expect(skip.status).toBe(400)
    expect(JSON.stringify(skip.body)).toContain('étape suivante')
    for (const status of ['contacted', 'qualified', 'won'])
      expect((await rest('PATCH', `leads/${demoLead}`, { token: t, body: { status } })).status).toBe(200)
    const won = await reload(demoLead)
    expect(won.status).toBe('won')
    expect(won.first_contacted_at).toBeTruthy()
  })

  it('keeps notes append-only, each with its author and time', async () => {
    const t = tokens.demo
    await rest('PATCH', `leads/${demoLead}`, { token: t, body: { new_note: 'Rappeler lundi' } })
    await rest('PATCH', `leads/${demoLead}`, { token: t, body: { notes: [], new_note: 'Visite prévue' } })
    const notes = (await reload(demoLead)).notes ?? []
    expect(notes.map((n) => n.body)).toEqual(['Rappeler lundi', 'Visite prévue'])
    expect(notes[0].author).toBe('travail-courtier@example.ca')
    expect(notes[0].at).toBeTruthy()
  })

  it('assigns a member, whose e-mail survives an SMTP outage and is delivered once after it', async () => {
    const smtp = await startSmtp()
    const port = smtp.port
    await smtp.close()
    process.env.SMTP_PORT = String(port)
    const r = await rest('PATCH', `leads/${demoLead}`, { token: tokens.demo, body: { assignee: memberId } })
    expect(r.status).toBe(200)
    await drain()
    const waiting = await reload(demoLead)
    expect(waiting).toMatchObject({ assignee_mail_state: 'pending', assignee_mail_attempts: 1 })
    expect(waiting.assignee_mail_error).toBeTruthy()

    const back = await startSmtp(port)
    await processOutbox(payload, 'Site', inHours(1))
    await processOutbox(payload, 'Site', inHours(2))
    expect(await reload(demoLead)).toMatchObject({ assignee_mail_state: 'delivered', assignee_mail_to: memberEmail })
    const mails = back.received.filter((m) => m.to.includes(memberEmail))
    expect(mails).toHaveLength(1)
    expect(mails[0].raw).toContain('travail-courtier@example.ca')
    await back.close()
  })
})

describe('the dashboard’s figures', () => {
  const asEditor = async (email: string) => {
    const found = await payload.find({ collection: 'editors', where: { email: { equals: email } }, depth: 0 })
    return createLocalReq({ user: { ...found.docs[0], collection: 'editors' } }, payload)
  }
  const now = Date.now() + 60_000

  /** The same figures counted lead by lead (src/domain/lead-stats.ts), from the leads of `tenants` (null: all). */
  async function leadByLead(tenants: number[] | null) {
    const { first } = weekEnds(now)
    const found = await payload.find({
      collection: 'leads',
      where: {
        and: [
          { createdAt: { greater_than: new Date(first).toISOString() } },
          ...(tenants ? [{ tenant: { in: tenants.length ? tenants : [-1] } }] : []),
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const leads = found.docs.map((l) => ({
      at: Date.parse(l.createdAt),
      kind: leadKind(l.form_type, l.source_listing),
      source: l.source_path ?? null,
      contactedAt: l.first_contacted_at ? Date.parse(l.first_contacted_at) : null,
    }))
    return {
      periods: [7, 30].map((days) => ({
        days,
        ...periodCounts(
          leads.map((l) => l.at),
          now,
          days,
        ),
      })),
      weeks: weeklyByKind(leads, now),
      top: topSources(leads.map((l) => l.source)),
      median: medianFirstContact(leads),
    }
  }
  const figures = async (req: Awaited<ReturnType<typeof asEditor>>, site: number | null) => {
    const { periods, weeks, top, median } = await dashboardLeads(req, site, now)
    return { periods, weeks, top, median }
  }

  it('count only the editor’s own site, even when another site is asked for, as counted lead by lead', async () => {
    const req = await asEditor('travail-agence@example.ca')
    const own = await leadByLead([agencyId])
    expect(own.weeks.reduce((n, w) => n + w.total, 0)).toBeGreaterThan(0)
    expect(await figures(req, null)).toEqual(own)
    expect(await figures(req, agencyId)).toEqual(own)
    expect(await figures(req, demoId)).toEqual(await leadByLead([]))
  })

  it('count every site for an agency administrator, or the one chosen', async () => {
    const admins = await payload.find({ collection: 'editors', where: { role: { equals: 'admin' } }, limit: 1 })
    const req = await createLocalReq({ user: { ...admins.docs[0], collection: 'editors' } }, payload)
    const all = await leadByLead(null)
    expect(all.median).not.toBeNull()
    expect(await figures(req, null)).toEqual(all)
    expect(await figures(req, demoId)).toEqual(await leadByLead([demoId]))
  })
})
