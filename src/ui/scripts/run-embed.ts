/**
 * The one place that runs editors' scripts (custom script blocks), so that a change of the site's
 * Content-Security-Policy is followed here only. Scripts are created by this (trusted) code, so a
 * policy with 'strict-dynamic' lets them run: an external script by its src, an inline one from a
 * blob: URL (no nonce or hash needed, works on cached pages too). Markup around the scripts (a
 * widget's container) is inserted as is. A script that fails to load or throws logs once and leaves
 * the rest of the page alone.
 */

export type Embedded = { remove: () => void }

const looksLikeHtml = (content: string) =>
  /<[a-z!]/i.test(content.trim().slice(0, 200)) || /<script[\s>]/i.test(content)

function logOnce(kind: 'Failed to load script' | 'Failed to execute', detail: unknown) {
  console.error(`${kind}`, detail)
}

function runInline(code: string, into: HTMLElement, made: Node[], urls: string[]) {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))
  urls.push(url)
  const onError = (e: ErrorEvent) => {
    if (e.filename !== url) return
    window.removeEventListener('error', onError)
    e.preventDefault()
    logOnce('Failed to execute', e.error ?? e.message)
  }
  window.addEventListener('error', onError)
  const el = document.createElement('script')
  el.src = url
  el.async = false
  el.onerror = () => logOnce('Failed to load script', 'inline')
  into.appendChild(el)
  made.push(el)
}

function runExternal(from: HTMLScriptElement, into: HTMLElement, made: Node[]) {
  const el = document.createElement('script')
  for (const a of Array.from(from.attributes)) if (a.name !== 'nonce') el.setAttribute(a.name, a.value)
  el.async = from.hasAttribute('async')
  el.onerror = () => logOnce('Failed to load script', from.src)
  into.appendChild(el)
  made.push(el)
}

/** Runs `content` (HTML holding scripts, or JavaScript alone) inside `into` (only its scripts when the markup was server-rendered); remove() takes it all away. */
export function runEmbed(content: string, into: HTMLElement, opts: { scriptsOnly?: boolean } = {}): Embedded {
  const made: Node[] = []
  const urls: string[] = []
  try {
    if (!looksLikeHtml(content)) {
      runInline(content, into, made, urls)
    } else {
      const tpl = document.createElement('template')
      tpl.innerHTML = content
      const scripts = Array.from(tpl.content.querySelectorAll('script'))
      scripts.forEach((el) => el.remove())
      if (!opts.scriptsOnly) {
        for (const node of Array.from(tpl.content.childNodes))
          made.push(into.appendChild(document.importNode(node, true)))
      }
      for (const el of scripts) {
        if (el.src) runExternal(el, into, made)
        else if (el.textContent?.trim()) runInline(el.textContent, into, made, urls)
      }
    }
  } catch (e) {
    logOnce('Failed to execute', e)
  }
  return {
    remove: () => {
      made.forEach((n) => n.parentNode?.removeChild(n))
      urls.forEach((u) => URL.revokeObjectURL(u))
    },
  }
}
