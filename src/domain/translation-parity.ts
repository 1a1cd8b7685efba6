import type { Locale } from './locales'
import { isCopyable } from './translation-text'

/** The parts of a Payload field config the check reads (Payload's own `Field` fits it). */
export type ParityField = {
  type: string
  name?: string
  label?: unknown
  localized?: boolean
  fields?: ParityField[]
  blocks?: { slug: string; labels?: { singular?: unknown }; fields: ParityField[] }[]
  tabs?: { name?: string; label?: unknown; fields: ParityField[] }[]
}

export type ParityKind = 'missing' | 'copied'
/** One gap: `path` is Payload's (content.0.title), `labels` the admin's label path (Blocs › Héros › Titre). */
export type ParityGap = { kind: ParityKind; locale: Locale; path: string; labels: string[] }
export type ParityReport = { gaps: ParityGap[]; filled: Record<Locale, number> }

type Doc = Record<string, unknown>
type Pair = { fr: unknown; en: unknown }
const TEXT = new Set(['text', 'textarea', 'richText', 'email', 'code', 'number', 'upload', 'relationship', 'json'])
const PROSE = new Set(['text', 'textarea', 'richText'])

/** The label a field or block shows in the admin's language; its name when it has none. */
export function labelIn(label: unknown, fallback: string, lang: Locale): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLang = label as Record<string, unknown>
    const v = byLang[lang] ?? byLang.fr ?? byLang.en
    if (typeof v === 'string') return v
  }
  return fallback
}

/** The visible text of a Lexical rich-text value (or of any string). */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  if (node.root) return plainText(node.root)
  const own = typeof node.text === 'string' ? node.text : ''
  const kids = Array.isArray(node.children) ? node.children.map(plainText).join(' ') : ''
  return `${own} ${kids}`.trim()
}

function isEmpty(type: string, v: unknown): boolean {
  if (v === null || v === undefined) return true
  if (type === 'richText' || typeof v === 'string') return plainText(v).trim() === ''
  if (Array.isArray(v)) return v.length === 0
  return false
}

const at = (v: unknown, i: number | string): unknown =>
  v && typeof v === 'object' ? (v as Record<string | number, unknown>)[i] : undefined
const rowsOf = (v: unknown): Doc[] => (Array.isArray(v) ? (v as Doc[]) : [])

type Walk = { lang: Locale; gaps: ParityGap[]; filled: Record<Locale, number> }

function leaf(w: Walk, f: ParityField, pair: Pair, path: string, labels: string[]) {
  const empty = { fr: isEmpty(f.type, pair.fr), en: isEmpty(f.type, pair.en) }
  if (!empty.fr) w.filled.fr++
  if (!empty.en) w.filled.en++
  if (empty.fr !== empty.en) {
    w.gaps.push({ kind: 'missing', locale: empty.fr ? 'fr' : 'en', path, labels })
    return
  }
  if (empty.fr || !PROSE.has(f.type)) return
  const fr = plainText(pair.fr)
  if (normalize(fr) === normalize(plainText(pair.en)) && isCopyable(fr, f.name ?? ''))
    w.gaps.push({ kind: 'copied', locale: 'en', path, labels })
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()

function walkRows(w: Walk, f: ParityField, pair: Pair, path: string, labels: string[]) {
  const fr = rowsOf(pair.fr)
  const en = rowsOf(pair.en)
  // Rows pair by id when both have one (a block added or moved in one language's save), else by position.
  const enById = new Map(en.filter((r) => r?.id).map((r) => [r.id, r]))
  const used = new Set<Doc>()
  const rows = fr.map((r, i) => {
    const match = r?.id && enById.size ? enById.get(r.id) : en[i]
    if (match) used.add(match)
    return { fr: r ?? {}, en: match ?? {} }
  })
  for (const r of en) if (!used.has(r)) rows.push({ fr: {}, en: r ?? {} })
  rows.forEach((row, i) => {
    const type = (row.fr.blockType ?? row.en.blockType) as string | undefined
    const block = f.type === 'blocks' ? f.blocks?.find((b) => b.slug === type) : null
    const fields = f.type === 'blocks' ? (block?.fields ?? []) : (f.fields ?? [])
    const rowLabel = block ? labelIn(block.labels?.singular, block.slug, w.lang) : `${i + 1}`
    walkFields(w, fields, row, `${path}.${i}`, [...labels, rowLabel])
  })
}

/** Walks two documents (French, English) side by side along the field config. */
function walkFields(w: Walk, fields: ParityField[], pair: Pair, prefix: string, labels: string[], inLoc = false) {
  for (const f of fields) {
    if (f.type === 'ui') continue
    if (!f.name) {
      // row, collapsible, unnamed tabs: their fields sit at this level.
      if (f.fields) walkFields(w, f.fields, pair, prefix, labels, inLoc)
      for (const t of f.tabs ?? []) {
        const tabPair = t.name ? { fr: at(pair.fr, t.name), en: at(pair.en, t.name) } : pair
        const tabPath = t.name ? join(prefix, t.name) : prefix
        const tabLabels = t.name ? [...labels, labelIn(t.label, t.name, w.lang)] : labels
        walkFields(w, t.fields, tabPair, tabPath, tabLabels, inLoc)
      }
      continue
    }
    const path = join(prefix, f.name)
    const here = [...labels, labelIn(f.label, f.name, w.lang)]
    const value = { fr: at(pair.fr, f.name), en: at(pair.en, f.name) }
    const localized = inLoc || Boolean(f.localized)
    if (f.type === 'group') walkFields(w, f.fields ?? [], value, path, here, localized)
    else if (f.type === 'array' || f.type === 'blocks') {
      if (f.localized && rowsOf(value.fr).length !== rowsOf(value.en).length) leaf(w, f, value, path, here)
      else walkRows(w, f, value, path, here)
    } else if (localized && TEXT.has(f.type)) leaf(w, f, value, path, here)
  }
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name)

/**
 * Splits a document read with Payload's `locale: 'all'` (each localized value as { fr, en }) into its French and
 * English documents.
 */
export function splitLocales(fields: ParityField[], doc: unknown): { fr: Doc; en: Doc } {
  const out = { fr: {} as Doc, en: {} as Doc }
  if (!doc || typeof doc !== 'object') return out
  const src = doc as Doc
  for (const f of fields) {
    if (!f.name) {
      const inner = splitLocales([...(f.fields ?? []), ...(f.tabs ?? []).flatMap(tabAsField)], src)
      Object.assign(out.fr, inner.fr)
      Object.assign(out.en, inner.en)
      continue
    }
    const v = src[f.name]
    if (f.localized) {
      out.fr[f.name] = at(v, 'fr')
      out.en[f.name] = at(v, 'en')
    } else if (f.type === 'group' || (f.type === 'tab' && f.fields)) {
      const inner = splitLocales(f.fields ?? [], v)
      out.fr[f.name] = inner.fr
      out.en[f.name] = inner.en
    } else if (f.type === 'array' || f.type === 'blocks') {
      const rows = rowsOf(v).map((r) => splitRow(f, r))
      out.fr[f.name] = rows.map((r) => r.fr)
      out.en[f.name] = rows.map((r) => r.en)
    } else {
      out.fr[f.name] = v
      out.en[f.name] = v
    }
  }
  return out
}

const tabAsField = (t: { name?: string; fields: ParityField[] }): ParityField[] =>
  t.name ? [{ type: 'group', name: t.name, fields: t.fields }] : t.fields

function splitRow(f: ParityField, row: Doc): { fr: Doc; en: Doc } {
  const fields = f.type === 'blocks' ? (f.blocks?.find((b) => b.slug === row.blockType)?.fields ?? []) : f.fields
  const inner = splitLocales(fields ?? [], row)
  const keep = { id: row.id, blockType: row.blockType }
  return { fr: { ...keep, ...inner.fr }, en: { ...keep, ...inner.en } }
}

/**
 * The localized fields of a document that are missing in one language (empty there, filled in the other) or
 * copied (the same non-trivial text in both), walking groups, arrays, blocks and rich text. Labels in `lang`.
 */
export function translationParity(
  fields: ParityField[],
  doc: { fr: unknown; en: unknown } | { all: unknown },
  lang: Locale = 'fr',
): ParityReport {
  const pair = 'all' in doc ? splitLocales(fields, doc.all) : doc
  const w: Walk = { lang, gaps: [], filled: { fr: 0, en: 0 } }
  walkFields(w, fields, pair, '', [])
  return { gaps: w.gaps, filled: w.filled }
}

/** Counts per language: what the list badge and the dashboard show. */
export function parityCounts(report: ParityReport, locale: Locale) {
  const mine = report.gaps.filter((g) => g.locale === locale)
  return {
    missing: mine.filter((g) => g.kind === 'missing').length,
    copied: mine.filter((g) => g.kind === 'copied').length,
  }
}

/**
 * Share (0–1) of the fields filled in the other language that are missing or copied in `locale`: a copied field
 * counts, since its reader sees the other language.
 */
export function missingShare(report: ParityReport, locale: Locale): number {
  const other: Locale = locale === 'fr' ? 'en' : 'fr'
  const gaps = report.gaps.filter((g) => g.locale === locale).length
  return report.filled[other] === 0 ? 0 : Math.min(1, gaps / report.filled[other])
}

/**
 * The languages in which a document is "not translated": at least `thresholdPct` % of the fields filled in French
 * are missing or copied in English. Only English is judged: French is the site's first language and its fallback.
 */
export function untranslatedLocales(report: ParityReport, thresholdPct: number): Locale[] {
  if (!(thresholdPct > 0) || report.filled.fr === 0) return []
  return missingShare(report, 'en') * 100 >= thresholdPct ? ['en'] : []
}
