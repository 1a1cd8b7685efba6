import { randomUUID } from 'node:crypto'
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { clusterPlan } from '../../scripts/cluster-plan.mjs'
import { LOCAL_S3_KEY } from '../../scripts/s3-local.mjs'
import { editorOn, publishSeenAfter } from '../../bench/cluster-publish.mjs'
import { answering, postFrom, signalInstance, visitorAddress } from './helpers/cluster'

/**
 * The local cluster (scripts/cluster.mjs: nginx, 2 instances, PostgreSQL, Redis, the S3 server), when one runs:
 * CLUSTER_PORT=3320 npx vitest run --project e2e tests/e2e/cluster.test.ts (CLUSTER_DIR: the cluster's --dir,
 * default .cluster). Skipped otherwise. It kills instance A twice; the cluster starts it again.
 */
const port = Number(process.env.CLUSTER_PORT)
const plan = clusterPlan({ port: port || 3320 })
const [portA, portB] = plan.instancePorts
const [a, b] = [portA, portB].map((p) => `http://127.0.0.1:${p}`)
const nginx = `http://127.0.0.1:${plan.port}`
const LEADS_MAX = Number(process.env.LEADS_RATE_LIMIT_MAX) || 10
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const leadForm = (email: string) => {
  const body = new FormData()
  const fields = {
    // No captcha secret in the cluster: the server cannot verify the token, so the local guards' fill time applies.
    recaptcha_response: 'no-captcha-here',
    website: '',
    form_elapsed_ms: '6000',
    form_type: 'contact_form',
    locale: 'fr',
    full_name: 'Julie Roy',
    first_name: 'Julie',
    last_name: 'Roy',
    phone: '',
    email,
    message: 'Bonjour, une visite samedi ?',
    consent_transaction: '0',
    consent_marketing: '0',
  }
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  return body
}
const leadHeaders = { 'x-site-key': 'demo-public-site-key', 'content-language': 'fr' }
const CONTACT = '/api/swc/demo/contact'

// The instances trust one proxy (nginx): the last X-Forwarded-For entry is the client address.
const lead = (instance: string, ip: string, i: number) =>
  fetch(`${instance}${CONTACT}`, {
    method: 'POST',
    body: leadForm(`cluster-${i}@example.ca`),
    headers: { ...leadHeaders, 'x-forwarded-for': ip },
  })

/** What the lead form does (src/ui/forms/submit-lead.ts): no answer or a gateway error → the same lead again, same Idempotency-Key. */
async function postAsTheForm(from: string, email: string, key: string) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const status = await postFrom(from, `${nginx}${CONTACT}`, leadForm(email), {
      ...leadHeaders,
      'idempotency-key': key,
    })
    if (status != null && status !== 502 && status !== 504) return status
    await sleep(300)
  }
  return null
}

let editorOfB: Awaited<ReturnType<typeof editorOn>> | null = null
async function storedLeads(email: string) {
  const editor = (editorOfB ??= await editorOn(b))
  const r = await fetch(`${b}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=0`, {
    headers: { authorization: editor.authorization },
  })
  return ((await r.json()) as { totalDocs: number }).totalDocs
}

describe.skipIf(!port)('two instances behind nginx', () => {
  it('a publish on instance A shows on instance B, whose page was cached', async () => {
    const editor = await editorOn(a)
    const original = await editor.heroTitle()
    try {
      for (let i = 0; i < 2; i++) await fetch(`${b}/en`).then((r) => r.text())
      expect((await fetch(`${b}/en`)).headers.get('x-page-cache')).toBe('hit')
      const after = await publishSeenAfter(editor, b, `Published on A ${Date.now()}`, 5000)
      expect(after).not.toBeNull()
    } finally {
      await editor.publishHeroTitle(original)
    }
  })

  it('one client address has one lead limit across both instances', async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` // a new address per run
    const statuses: number[] = []
    for (let i = 0; i <= LEADS_MAX; i++) statuses.push((await lead(i % 2 ? b : a, ip, i)).status)
    expect(statuses.slice(0, LEADS_MAX).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('an image uploaded on A goes to the bucket, and B and nginx serve it (resized too)', async () => {
    const editor = await editorOn(a)
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4e2d' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new Blob([png], { type: 'image/png' }), `cluster-${randomUUID()}.png`)
    form.set('_payload', JSON.stringify({ alt: 'Façade en brique' }))
    const created = await fetch(`${a}/api/media?locale=fr`, {
      method: 'POST',
      body: form,
      headers: { authorization: editor.authorization },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; filename: string; url: string } }
    const file = new URL(doc.url, a).pathname // absolute when the server URL is configured
    const s3 = new S3Client({
      endpoint: `http://127.0.0.1:${plan.s3Port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY },
    })
    try {
      const inBucket =
        (
          await s3.send(
            new ListObjectsV2Command({ Bucket: 'courtier-media', Prefix: doc.filename.replace(/\.png$/, '') }),
          )
        ).Contents ?? []
      expect(inBucket.map((o) => o.Key)).toContain(doc.filename)
      const onB = await fetch(`${b}${file}`)
      expect([onB.status, onB.headers.get('content-type')]).toEqual([200, 'image/png'])
      expect(Buffer.from(await onB.arrayBuffer()).equals(png)).toBe(true)
      const optimized = await fetch(`${nginx}/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`, {
        headers: { accept: 'image/webp' },
      })
      expect([optimized.status, optimized.headers.get('content-type')]).toEqual([200, 'image/webp'])
    } finally {
      await fetch(`${a}/api/media/${doc.id}`, { method: 'DELETE', headers: { authorization: editor.authorization } })
      for (const o of (
        await s3.send(
          new ListObjectsV2Command({ Bucket: 'courtier-media', Prefix: doc.filename.replace(/\.png$/, '') }),
        )
      ).Contents ?? []) {
        await s3.send(new DeleteObjectCommand({ Bucket: 'courtier-media', Key: o.Key }))
      }
      s3.destroy()
    }
  })

  it('a lead whose instance dies before answering is stored once: the form sends it again, same key, and nginx takes it to B', async () => {
    const email = `cluster-died-${Date.now()}@example.ca`
    const key = randomUUID()
    const from = visitorAddress()
    let killed = false
    try {
      signalInstance(portA, 'SIGSTOP') // A takes the connection, reads nothing, answers nothing
      const first = postFrom(from, `${a}${CONTACT}`, leadForm(email), {
        ...leadHeaders,
        'idempotency-key': key,
        'x-forwarded-for': from,
      })
      await sleep(300)
      signalInstance(portA, 'SIGKILL')
      killed = true
      expect(await first).toBeNull() // the visitor got no answer: it may or may not be stored
      expect(await postAsTheForm(from, email, key)).toBe(200)
      expect(await storedLeads(email)).toBe(1)
    } finally {
      if (!killed) signalInstance(portA, 'SIGKILL') // never leave A frozen
      expect(await answering(a)).toBe(true)
    }
  }, 240_000)

  it("leads posted through nginx while an instance is killed: every one is answered after the form's retries and stored exactly once", async () => {
    const run = Date.now()
    const sent = Array.from({ length: 8 }, (_, i) => ({
      email: `cluster-kill-${run}-${i}@example.ca`,
      key: randomUUID(),
      from: visitorAddress(),
    }))
    const answers = sent.map(async (s, i) => {
      await sleep(i * 30)
      return postAsTheForm(s.from, s.email, s.key)
    })
    await sleep(100)
    signalInstance(portA, 'SIGKILL')
    try {
      expect(await Promise.all(answers)).toEqual(sent.map(() => 200))
      for (const s of sent) expect([s.email, await storedLeads(s.email)]).toEqual([s.email, 1])
    } finally {
      expect(await answering(a)).toBe(true)
    }
  }, 240_000)
})
