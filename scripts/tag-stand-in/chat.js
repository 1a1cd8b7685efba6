// The demo's custom chat tag (issue 28), as a chat vendor would serve it: a small bilingual button that opens a
// greeting. Served by scripts/tag-stand-in.mjs; the site loads it only once the visitor accepts "functional".
;(() => {
  if (document.getElementById('demo-chat')) return
  const words = {
    fr: {
      open: 'Clavarder avec un courtier',
      label: 'Clavarder',
      hello: 'Bonjour\u00a0! Un courtier vous répond sous peu.',
    },
    en: { open: 'Chat with a broker', label: 'Chat', hello: 'Hello! A broker will answer you shortly.' },
  }
  const lang = () => (document.documentElement.lang.startsWith('en') ? 'en' : 'fr')
  const root = document.createElement('div')
  root.id = 'demo-chat'
  root.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:40;display:flex;flex-direction:column;align-items:flex-end;gap:8px;font:16px/1.4 system-ui,sans-serif'
  const panel = document.createElement('p')
  panel.id = 'demo-chat-panel'
  panel.hidden = true
  panel.style.cssText =
    'margin:0;max-width:240px;padding:12px 14px;border-radius:12px;background:#fff;color:#1f2937;box-shadow:0 4px 16px rgba(0,0,0,.2)'
  const button = document.createElement('button')
  button.type = 'button'
  button.setAttribute('aria-expanded', 'false')
  button.setAttribute('aria-controls', panel.id)
  button.style.cssText =
    'min-height:48px;padding:0 18px;border:0;border-radius:24px;background:#1f2937;color:#fff;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.25)'
  // A speech bubble drawn in SVG (an emoji needs a font the visitor may not have).
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  icon.setAttribute('viewBox', '0 0 24 24')
  icon.setAttribute('width', '20')
  icon.setAttribute('height', '20')
  icon.setAttribute('aria-hidden', 'true')
  icon.style.cssText = 'fill:none;stroke:currentColor;stroke-width:2;stroke-linejoin:round'
  const bubble = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  bubble.setAttribute('d', 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z')
  icon.append(bubble)
  const text = document.createElement('span')
  button.style.display = 'inline-flex'
  button.style.alignItems = 'center'
  button.style.gap = '8px'
  button.append(icon, text)
  const label = () => {
    const w = words[lang()]
    text.textContent = w.label
    button.setAttribute('aria-label', w.open)
    panel.textContent = w.hello
  }
  button.addEventListener('click', () => {
    panel.hidden = !panel.hidden
    button.setAttribute('aria-expanded', String(!panel.hidden))
  })
  label()
  // A client-side change of language relabels it.
  new MutationObserver(label).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  root.append(panel, button)
  document.body.appendChild(root)
})()
