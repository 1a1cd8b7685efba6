// The demo's Google tag served by its own first-party tag server (issue 28), as gtag.js behaves for a GA4 stream:
// it reads the page's dataLayer commands (Arguments objects pushed by `gtag()`), keeps Google Consent Mode's
// state, sets the first-party `_ga` cookie only while analytics_storage is granted, and sends each page view and
// event as a GA4 hit (`/g/collect?v=2&tid=…&cid=…&en=…`, Measurement Protocol v2 parameters) to the tag server
// named by `transport_url`. Served by scripts/tag-stand-in.mjs at /gtag/js, the path gtag.js has.
;(() => {
  const w = window
  if (w.__standInGtag) return
  w.__standInGtag = true
  const script = document.currentScript
  const here = script ? new URL(script.src).origin : location.origin
  const dataLayer = (w.dataLayer = w.dataLayer || [])
  const consent = { analytics_storage: 'denied', ad_storage: 'denied' }
  const streams = new Map() // measurement id -> transport origin
  const cookie = () => (document.cookie.match(/(?:^|; )_ga=GA1\.1\.([0-9]+\.[0-9]+)/) || [])[1]
  const granted = () => consent.analytics_storage === 'granted'
  let pingId = ''
  const newId = () => `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`

  function clientId() {
    if (!granted()) {
      // Consent Mode's cookieless ping: an id for this page only, no cookie.
      pingId ||= newId()
      return pingId
    }
    let id = cookie()
    if (!id) {
      id = pingId || newId()
      document.cookie = `_ga=GA1.1.${id}; path=/; max-age=${60 * 60 * 24 * 400}; SameSite=Lax`
    }
    return id
  }

  function hit(tid, name, params) {
    const q = new URLSearchParams({
      v: '2',
      tid,
      cid: clientId(),
      en: name,
      dl: location.href,
      dt: document.title,
      ul: navigator.language.toLowerCase(),
      gcs: `G1${consent.ad_storage === 'granted' ? 1 : 0}${granted() ? 1 : 0}`,
    })
    for (const [k, v] of Object.entries(params || {}))
      if (['string', 'number', 'boolean'].includes(typeof v))
        q.set(typeof v === 'number' ? `epn.${k}` : `ep.${k}`, String(v))
    const url = `${streams.get(tid) || here}/g/collect?${q}`
    if (!navigator.sendBeacon || !navigator.sendBeacon(url))
      fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors' })
  }

  function run(command) {
    if (!command || typeof command !== 'object' || typeof command.length !== 'number') return
    const [kind, a, b] = command
    if (kind === 'consent' && b && typeof b === 'object') Object.assign(consent, b)
    else if (kind === 'config' && typeof a === 'string') {
      streams.set(a, (b && typeof b.transport_url === 'string' && b.transport_url) || here)
      if (!b || b.send_page_view !== false) hit(a, 'page_view')
    } else if (kind === 'event' && typeof a === 'string') {
      const to = b && typeof b.send_to === 'string' ? [b.send_to] : [...streams.keys()]
      for (const tid of to) if (streams.has(tid)) hit(tid, a, b)
    }
  }

  for (const command of dataLayer) run(command)
  const push = dataLayer.push.bind(dataLayer)
  dataLayer.push = (...items) => {
    for (const item of items) run(item)
    return push(...items)
  }
})()
