import DOMPurify from 'isomorphic-dompurify'

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]
const ALLOWED_ATTR = ['href', 'target', 'rel']

let sanitizing = false

// Registered once on the shared instance; only acts during our own sanitize calls.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!sanitizing || node.nodeName !== 'A') return
  const el = node
  const target = el.getAttribute('target')
  if (target === '_blank') el.setAttribute('rel', 'noopener noreferrer')
  else if (target !== null && target !== '_self') el.removeAttribute('target')
})

/** Keeps basic formatting and safe links; strips scripts, handlers and styles. */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return ''
  sanitizing = true
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      RETURN_TRUSTED_TYPE: false,
    })
  } finally {
    sanitizing = false
  }
}

const EMAIL_RE = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i

export function containsEmail(text: string): boolean {
  return EMAIL_RE.test(text)
}

export function brToNewlines(text: string): string {
  return text.replace(/<br\s*\/?>/gi, '\n')
}

export function newlinesToBr(text: string): string {
  return text.replace(/\r?\n/g, '<br>')
}
