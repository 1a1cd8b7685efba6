import { describe, expect, it } from 'vitest'
import { clusterPlan } from '../../scripts/cluster-plan.mjs'
import { editorOn, publishSeenAfter } from '../../bench/cluster-publish.mjs'

/**
 * The local cluster (scripts/cluster.mjs: nginx, 2 instances, PostgreSQL, Redis), when one runs:
 * CLUSTER_PORT=3320 npx vitest run --project e2e tests/e2e/cluster.test.ts. Skipped otherwise.
 */
const port = Number(process.env.CLUSTER_PORT)
const plan = clusterPlan({ port: port || 3320 })
const [a, b] = plan.instancePorts.map((p) => `http://127.0.0.1:${p}`)
const LEADS_MAX = Number(process.env.LEADS_RATE_LIMIT_MAX) || 10

const lead = (instance: string, ip: string, i: number) => {
  const body = new FormData()
  const fields = {
    recaptcha_response: 'no-captcha-here', form_type: 'contact_form', locale: 'fr', full_name: 'Julie Roy', first_name: 'Julie',
    last_name: 'Roy', phone: '', email: `cluster-${i}@example.ca`, message: 'Bonjour, une visite samedi ?', consent_transaction: '0', consent_marketing: '0',
  }
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  // The instances trust one proxy (nginx): the last X-Forwarded-For entry is the client address.
  return fetch(`${instance}/api/swc/demo/contact`, { method: 'POST', body, headers: { 'x-site-key': 'demo-public-site-key', 'x-forwarded-for': ip, 'content-language': 'fr' } })
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
})
