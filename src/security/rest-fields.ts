import type { FlattenedField, SanitizedConfig } from 'payload'
import type { FieldKind } from '@/domain/rest-query'

type Fields = readonly FlattenedField[]

/** The sub-fields a path may continue into: a group's, a named tab's, an array row's, any block's. */
function childrenOf(field: FlattenedField, config: SanitizedConfig): Fields | null {
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return field.flattenedFields
  if (field.type === 'blocks') {
    const blocks = [
      ...(field.blocks ?? []),
      ...(field.blockReferences ?? []).map((b) =>
        typeof b === 'string' ? config.blocks?.find((x) => x.slug === b) : b,
      ),
    ]
    return blocks.flatMap((b) => b?.flattenedFields ?? [])
  }
  return null
}

const collectionFields = (config: SanitizedConfig, slug: string): Fields | null =>
  config.collections.find((c) => c.slug === slug)?.flattenedFields ?? null

/**
 * What a dotted `where` path of a collection names (src/domain/rest-query.ts): the id, a number,
 * relationship or upload (an id), a date, a point, anything else; null when it names no field
 * (Payload answers that one with its own 400).
 */
export function fieldKindOf(config: SanitizedConfig, slug: string, path: string, versions = false): FieldKind | null {
  let segments = path.split('.')
  let fields = collectionFields(config, slug)
  if (versions) {
    if (segments[0] === 'parent') return segments.length === 1 ? 'id' : null
    if (segments[0] === 'version') segments = segments.slice(1)
  }
  let top = true
  while (fields && segments.length) {
    const [name, ...rest] = segments
    if (name === 'id' && top) return rest.length ? null : 'id'
    const field = fields.find((f) => f.name === name)
    if (!field) return null
    if (!rest.length) {
      if (field.type === 'number') return 'number'
      if (field.type === 'relationship' || field.type === 'upload') return 'id'
      if (field.type === 'date') return 'date'
      if (field.type === 'point') return 'point'
      return 'other'
    }
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      fields = collectionFields(config, field.relationTo)
      top = true
    } else {
      fields = childrenOf(field, config)
      top = false
    }
    segments = rest
  }
  return null
}
