// A publish on one instance and the time until another instance shows it (bench/cluster.mjs, the cluster test).
// Publishes as the seed's demo editor over Payload's REST API, as the CMS does.

const EDITOR = {
  email: process.env.SEED_EDITOR_EMAIL || 'editeur@demo.courtier.local',
  password: process.env.SEED_EDITOR_PASSWORD || 'demo-editeur-2026',
}

/** An editor's session on one instance: read and publish the English hero title of the home page of the site it serves there. */
export async function editorOn(origin) {
  const login = await fetch(`${origin}/api/editors/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  if (!login.ok) throw new Error(`editor login failed on ${origin}: ${login.status}`)
  const { token } = await login.json()
  const api = (path, init = {}) =>
    fetch(`${origin}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    })
  // The home page of the site `origin`'s host names (each site has its own home since issue 17).
  const host = new URL(origin).hostname
  const site = (
    await (await api(`/sites?where[domains.domain][equals]=${encodeURIComponent(host)}&depth=0&limit=1`)).json()
  ).docs[0]
  const found = await (
    await api(`/pages?where[route_key][equals]=home&where[tenant][equals]=${site.id}&depth=0&limit=1`)
  ).json()
  const pageId = found.docs[0].id
  const content = async () => (await (await api(`/pages/${pageId}?locale=en&depth=0`)).json()).content
  return {
    /** The editor's authorization header, for other calls (an upload, counting leads). */
    authorization: `JWT ${token}`,
    heroTitle: async () => (await content())[0].main_title,
    async publishHeroTitle(title) {
      const blocks = await content()
      blocks[0].main_title = title
      const r = await api(`/pages/${pageId}?locale=en`, {
        method: 'PATCH',
        body: JSON.stringify({ content: blocks, _status: 'published' }),
      })
      if (r.status !== 200) throw new Error(`publish failed: ${r.status}`)
    },
  }
}

/** Milliseconds from the end of a publish on `editor`'s instance until `origin`'s /en shows `title` (null past `limitMs`). */
export async function publishSeenAfter(editor, origin, title, limitMs = 10_000) {
  await editor.publishHeroTitle(title)
  const published = performance.now()
  while (performance.now() - published < limitMs) {
    const html = await (await fetch(`${origin}/en`)).text()
    if (html.includes(title)) return performance.now() - published
    await new Promise((r) => setTimeout(r, 5))
  }
  return null
}
