// How long an administrator waits for a new site from a template (issue 17), and until it answers on its domain.
// Usage: BASE_URL=http://127.0.0.1:3000 node bench/site-from-template.mjs [count=3]  (against a seeded server)
import { request } from 'node:http'

const BASE = process.env.BASE_URL || 'http://127.0.0.1:3000'
const EDITOR = {
  email: process.env.SEED_EDITOR_EMAIL || 'editeur@demo.courtier.local',
  password: process.env.SEED_EDITOR_PASSWORD || 'demo-editeur-2026',
}
const count = Number(process.argv[2] || 3)

const login = await fetch(`${BASE}/api/editors/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(EDITOR),
})
const { token } = await login.json()
const auth = { 'content-type': 'application/json', Authorization: `JWT ${token}` }
const sites = (await (await fetch(`${BASE}/api/sites?depth=0&sort=id&limit=1`, { headers: auth })).json()).docs

/** Status of a page asked with a Host of our choice (fetch cannot set Host). */
const statusAs = (host, path) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(BASE)
    request({ hostname, port, path, headers: { host } }, (res) => {
      res.resume()
      resolve(res.statusCode)
    })
      .on('error', reject)
      .end()
  })

const run = Date.now().toString(36)
for (let i = 0; i < count; i++) {
  const id = `bench-${run}-${i}`
  const started = performance.now()
  const res = await fetch(`${BASE}/api/sites/from-template`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      template: sites[0].id,
      name: `Bench ${i} — Immobilier Boréal`,
      site_id: id,
      microsite_id: id,
      domains: `${id}.localhost`,
      site_type: 'broker',
    }),
  })
  const body = await res.json()
  const created = performance.now()
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(body)}`)
  while ((await statusAs(`${id}.localhost`, '/fr')) !== 200) await new Promise((r) => setTimeout(r, 20))
  const answering = performance.now()
  console.log(
    `site ${i + 1}: ${body.pages} pages copied in ${((created - started) / 1000).toFixed(1)} s; answering on its domain ${Math.round(answering - created)} ms later`,
  )
}
