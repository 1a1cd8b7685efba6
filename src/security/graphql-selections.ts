import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql/index.js'

/**
 * Fields a query may select once its fragments are expanded: about what a plain query fills the 32 KB
 * body with. Payload's complexity rule walks a fragment again at every spread, so fragments that each
 * spread the next twice cost it 2^n (20 levels, a 1 KB query: 15 s of CPU); a query over this is
 * refused before GraphQL validates it. Far above what Payload runs: the complexity budget is 1000.
 */
export const GRAPHQL_MAX_SELECTIONS = 5000
/** Aliased fields in one request: each alias repeats a query (without one, GraphQL merges repeated fields). */
export const GRAPHQL_MAX_ALIASES = 20

export type DocumentSize = { fields: number; aliases: number }

/**
 * The fields and aliases of every operation of a document, its fragments expanded (counted at each
 * spread) and each fragment measured once. Needs no schema: the route counts them before Payload.
 */
export function documentSize(document: DocumentNode): DocumentSize {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const measured = new Map<string, DocumentSize>()
  const sizeOf = (
    set: SelectionSetNode | undefined,
    visiting: Set<string>,
    size: DocumentSize = { fields: 0, aliases: 0 },
  ): DocumentSize => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        size.fields++
        if (s.alias) size.aliases++
        sizeOf(s.selectionSet, visiting, size)
      } else if (s.kind === Kind.INLINE_FRAGMENT) sizeOf(s.selectionSet, visiting, size)
      else {
        const fragment = fragmentSize(s.name.value, visiting)
        size.fields += fragment.fields
        size.aliases += fragment.aliases
      }
    }
    return size
  }
  const fragmentSize = (name: string, visiting: Set<string>): DocumentSize => {
    const known = measured.get(name)
    if (known) return known
    const fragment = fragments.get(name)
    if (!fragment || visiting.has(name)) return { fields: 0, aliases: 0 } // unknown or cyclic: GraphQL's own rules refuse them
    const size = sizeOf(fragment.selectionSet, new Set(visiting).add(name))
    measured.set(name, size)
    return size
  }
  const total: DocumentSize = { fields: 0, aliases: 0 }
  for (const d of document.definitions)
    if (d.kind === Kind.OPERATION_DEFINITION) sizeOf(d.selectionSet, new Set(), total)
  return total
}
