import { createHash } from 'node:crypto'
import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

const MAX = 40 // PostgreSQL allows 63; versions add `_…_v`, indexes `_parent_id_idx`.

const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase()

/** Keep a generated table or enum name short but deterministic and unique. */
export function compactName(name: string): string {
  if (name.length <= MAX) return name
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8)
  return `${name.slice(0, MAX - 9)}_${hash}`
}

type Named = { tableName?: string }

/** Payload wraps a custom name of a versions table as `_${name}_v` itself: start from the plain parent. */
const base = (tableName = '') =>
  tableName.startsWith('_') ? tableName.replace(/^_+/, '').replace(/_v$/, '') : tableName
const tableNamer =
  (part: string) =>
  ({ tableName }: Named) =>
    compactName(`${base(tableName)}_${part}`)
const enumNamer =
  (part: string) =>
  ({ tableName }: Named) =>
    compactName(`enum_${base(tableName)}_${part}`)

function shortenBlock(block: Block): Block {
  return { ...block, dbName: tableNamer(`blocks_${snake(block.slug)}`), fields: shortenFields(block.fields) }
}

/** Deeply nested blocks, arrays and selects get compact database identifiers (PostgreSQL's 63-char limit). */
export function shortenFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'select':
        return field.enumName || field.dbName ? field : { ...field, enumName: enumNamer(snake(field.name)) }
      case 'array':
        return { ...field, dbName: field.dbName ?? tableNamer(snake(field.name)), fields: shortenFields(field.fields) }
      case 'blocks':
        return { ...field, blocks: (field.blocks ?? []).map(shortenBlock) }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: shortenFields(field.fields) }
      case 'tabs':
        return { ...field, tabs: field.tabs.map((t) => ({ ...t, fields: shortenFields(t.fields) })) }
      default:
        return field
    }
  })
}

export const withShortDbNames = <T extends CollectionConfig | GlobalConfig>(c: T): T => ({
  ...c,
  fields: shortenFields(c.fields),
})
