import { editorUrlAllowed } from '@/domain/editor-url'
import type { FormField } from './form-spec'

export type Obj = Record<string, unknown>
export type MediaChoice = {
  id: string
  url: string
  alt: { fr: string; en: string }
  width: number
  height: number
  mimeType: string
}
export type FieldError = { path: string; code: 'type' | 'url' | 'option' | 'range' | 'media' | 'length' | 'rows' }

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const MAX_TEXT = 10_000
const MAX_ROWS = 50
const LOCALES = ['fr', 'en'] as const

const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Rich text (the contract's HTML) as plain paragraphs, separated by a blank line. */
export function htmlToParagraphs(html: string): string {
  return decode(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Plain paragraphs back to HTML: a blank line starts a paragraph, a single line break stays one. */
export const paragraphsToHtml = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')

type Env = { media: MediaChoice[] }

/** One stored (contract) value as the panel edits it. */
function toForm(f: FormField, v: unknown, env: Env): unknown {
  switch (f.kind) {
    case 'richText':
      return typeof v === 'string' ? htmlToParagraphs(v) : ''
    case 'upload':
      return isObj(v) ? (env.media.find((m) => m.url === v.url)?.id ?? '') : ''
    case 'checkbox':
      return Boolean(v)
    case 'number':
      return typeof v === 'number' ? v : null
    case 'group':
      return formValues(f.fields, isObj(v) ? v : {}, env)
    case 'array':
      return (Array.isArray(v) ? v : []).map((row) => formValues(f.fields, isObj(row) ? row : {}, env))
    default:
      return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''
  }
}

/** A block's (or settings') stored values as the panel's form values; localized ones keep both languages. */
export function formValues(spec: FormField[], data: Obj, env: Env): Obj {
  const out: Obj = {}
  for (const f of spec) {
    const v = data[f.name]
    out[f.name] = f.localized
      ? Object.fromEntries(LOCALES.map((l) => [l, toForm(f, isObj(v) ? v[l] : undefined, env)]))
      : toForm(f, v, env)
  }
  return out
}

type Walk = { env: Env; errors: FieldError[] }

/** One posted value, checked against its field and turned back into the contract's shape. */
function fromForm(f: FormField, v: unknown, original: unknown, path: string, w: Walk): unknown {
  const fail = (code: FieldError['code']) => (w.errors.push({ path, code }), original)
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'code':
    case 'url':
    case 'richText': {
      if (v === undefined) return original
      if (typeof v !== 'string') return fail('type')
      if (v.length > MAX_TEXT) return fail('length')
      if (f.kind === 'url' && !editorUrlAllowed(v, f.rule)) return fail('url')
      if (f.kind !== 'richText') return v
      const unchanged = typeof original === 'string' && htmlToParagraphs(original) === v.trim()
      return unchanged ? original : paragraphsToHtml(v)
    }
    case 'number': {
      if (v === undefined) return original
      if (v === null || v === '') return null
      if (typeof v !== 'number' || !Number.isFinite(v)) return fail('type')
      if ((f.min !== undefined && v < f.min) || (f.max !== undefined && v > f.max)) return fail('range')
      return v
    }
    case 'checkbox':
      if (v === undefined) return original
      return typeof v === 'boolean' ? v : fail('type')
    case 'select':
      if (v === undefined) return original
      if (v === null || v === '') return null
      return f.options.some((o) => o.value === v) ? v : fail('option')
    case 'upload': {
      if (v === undefined) return original
      if (v === null || v === '') return null
      const m = w.env.media.find((x) => x.id === v)
      return m ? { url: m.url, alt: m.alt, width: m.width, height: m.height, mimeType: m.mimeType } : fail('media')
    }
    case 'group':
      if (v === undefined) return original
      if (!isObj(v)) return fail('type')
      return walk(f.fields, v, isObj(original) ? original : {}, `${path}.`, w)
    case 'array': {
      if (v === undefined) return original
      if (!Array.isArray(v)) return fail('type')
      if (v.length > (f.maxRows ?? MAX_ROWS)) return fail('rows')
      const rows = Array.isArray(original) ? original : []
      return v.map((row, i) =>
        isObj(row) ? walk(f.fields, row, isObj(rows[i]) ? rows[i] : {}, `${path}.${i}.`, w) : fail('type'),
      )
    }
  }
}

function walk(spec: FormField[], posted: Obj, original: Obj, prefix: string, w: Walk): Obj {
  const out: Obj = { ...original }
  for (const f of spec) {
    const v = posted[f.name]
    const path = `${prefix}${f.name}`
    if (!f.localized) out[f.name] = fromForm(f, v, original[f.name], path, w)
    else if (v === undefined) continue
    else if (!isObj(v)) w.errors.push({ path, code: 'type' })
    else {
      const o = isObj(original[f.name]) ? (original[f.name] as Obj) : {}
      out[f.name] = {
        ...o,
        ...Object.fromEntries(LOCALES.map((l) => [l, fromForm(f, v[l], o[l], `${path}.${l}`, w)])),
      }
    }
  }
  return out
}

/**
 * The posted form values checked against the fields (unknown keys ignored) and laid over the stored
 * values: what the panel does not edit stays as stored. Never trusted as is: every value is checked.
 */
export function applyEdits(spec: FormField[], posted: unknown, original: Obj, media: MediaChoice[]) {
  const w: Walk = { env: { media }, errors: [] }
  if (!isObj(posted)) return { value: original, errors: [{ path: '', code: 'type' } as FieldError] }
  const value = walk(spec, posted, original, '', w)
  return { value, errors: w.errors }
}
