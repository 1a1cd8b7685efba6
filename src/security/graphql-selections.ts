import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql/index.js'

/**
 * Fields a query may select once its fragments are expanded: about what a plain query fills the 32 KB
 * body with. Payload's complexity rule walks a fragment again at every spread, so fragments that each
 * spread the next twice cost it 2^n (20 levels, a 1 KB query: 15 s of CPU); a query over this is
 * refused before GraphQL validates it. Far above what Payload runs: the complexity budget is 1000.
 */
export const GRAPHQL_MAX_SELECTIONS = 5000

/** The fields of every operation of a document with its fragments expanded, each fragment measured once. */
export function expandedSelections(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const measured = new Map<string, number>()
  const sizeOf = (set: SelectionSetNode | undefined, visiting: Set<string>): number => {
    let size = 0
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) size += 1 + sizeOf(s.selectionSet, visiting)
      else if (s.kind === Kind.INLINE_FRAGMENT) size += sizeOf(s.selectionSet, visiting)
      else size += fragmentSize(s.name.value, visiting)
    }
    return size
  }
  const fragmentSize = (name: string, visiting: Set<string>): number => {
    const known = measured.get(name)
    if (known !== undefined) return known
    const fragment = fragments.get(name)
    if (!fragment || visiting.has(name)) return 0 // unknown or cyclic: GraphQL's own rules refuse them
    const size = sizeOf(fragment.selectionSet, new Set(visiting).add(name))
    measured.set(name, size)
    return size
  }
  let total = 0
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) total += sizeOf(d.selectionSet, new Set())
  return total
}
