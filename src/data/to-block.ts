import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { sanitizeHtml } from '@/domain/rich-text'
import { contractNames } from '@/domain/contract-names'
import type { BlockData, BlockParams, MediaRef } from '@/domain/page-response'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

const isLexical = (v: unknown): v is SerializedEditorState => isObj(v) && isObj(v.root) && v.root.type === 'root'

const isMediaDoc = (v: unknown): v is Obj =>
  isObj(v) && typeof v.url === 'string' && typeof v.mimeType === 'string' && 'filename' in v

export function toMediaRef(doc: Obj): MediaRef {
  const alt = isObj(doc.alt)
    ? (doc.alt as MediaRef['alt'])
    : { fr: (doc.alt as string) ?? '', en: (doc.alt as string) ?? '' }
  return {
    url: doc.url as string,
    alt,
    width: doc.width as number,
    height: doc.height as number,
    mimeType: doc.mimeType as string,
  }
}

/**
 * Turn stored values into the contract's shapes: rich text → sanitised HTML, media documents →
 * { url, alt, width, height }, drop Payload internals (blockName).
 */
export function normalizeValue(value: unknown): unknown {
  if (isLexical(value)) return sanitizeHtml(convertLexicalToHTML({ data: value }))
  if (isMediaDoc(value)) return toMediaRef(value)
  if (Array.isArray(value)) return value.map(normalizeValue)
  if (isObj(value)) {
    const out: Obj = {}
    for (const [k, v] of Object.entries(value)) if (k !== 'blockName') out[k] = normalizeValue(v)
    return out
  }
  return value
}

type Names = { readonly [field: string]: string | readonly [string, Names] }
const namesOf = (type: string): Names | undefined => (contractNames as Record<string, Names>)[type]

const rename = (fields: Obj, names: Names = {}): Obj =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]): [string, unknown] => {
      const n = names[k]
      if (typeof n !== 'object') return [n ?? k, v]
      return [n[0], Array.isArray(v) ? (v as unknown[]).map((row) => (isObj(row) ? rename(row, n[1]) : row)) : v]
    }),
  )

/** A stored Payload block → the spec's block contract { block_type, block_params, fields }. */
export function toBlock(raw: unknown): BlockData | null {
  if (!isObj(raw) || typeof raw.blockType !== 'string') return null
  const { blockType, block_params, id, blockName: _ignored, ...fields } = raw
  return {
    id: typeof id === 'string' ? id : undefined,
    block_type: blockType,
    block_params: (isObj(block_params) ? normalizeValue(block_params) : {}) as BlockParams,
    fields: rename(normalizeValue(fields) as Obj, namesOf(blockType)),
  }
}

export const toBlocks = (list: unknown): BlockData[] =>
  (Array.isArray(list) ? list : []).map(toBlock).filter((b): b is BlockData => b !== null)
