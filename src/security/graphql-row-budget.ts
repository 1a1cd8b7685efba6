// The CommonJS entry, as in graphql-rules.ts (Payload's handler loads graphql's CommonJS build).
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isListType,
  isObjectType,
  isUnionType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql/index.js'

/** Largest `limit` a list query may ask for (1 to this; 0 and pagination without a limit read every document). */
export const GRAPHQL_MAX_LIMIT = 500
/** Documents one request may read: lists' limits, one per relationship, nested lists multiplied. */
export const GRAPHQL_MAX_ROWS = 1000
/**
 * The same for a visitor (no signed-in editor): resolving a page costs about 6 ms of the process's only thread,
 * so 1000 documents kept every other request waiting for seconds (issue 27, item 3; decision 0047).
 */
export const GRAPHQL_ANONYMOUS_MAX_ROWS = 100
/** What a has-many relationship is charged per parent document (its length is the content's, unknown here). */
export const GRAPHQL_HAS_MANY_ROWS = 10
/** Payload's page size when a list query names no limit. */
const PAYLOAD_DEFAULT_LIMIT = 10

export type Lang = 'fr' | 'en'
const MESSAGES = {
  limit: (field: string, lang: Lang) =>
    lang === 'en'
      ? `The limit of ${field} must be between 1 and ${GRAPHQL_MAX_LIMIT} (0, or pagination: false without a limit, would read every document).`
      : `La limite de ${field} doit être comprise entre 1 et ${GRAPHQL_MAX_LIMIT} (0, ou pagination: false sans limite, lirait tous les documents).`,
  rows: (rows: number, max: number, lang: Lang) =>
    max < GRAPHQL_MAX_ROWS
      ? lang === 'en'
        ? `This query can read up to ${rows} documents; ${max} at most per request without signing in.`
        : `Cette requête peut lire jusqu’à ${rows} documents ; ${max} au plus par requête sans connexion.`
      : lang === 'en'
        ? `This query can read up to ${rows} documents; ${max} at most per request.`
        : `Cette requête peut lire jusqu’à ${rows} documents ; ${max} au plus par requête.`,
}

/** A field of a Payload list type (`Members`, `versionsPages`…): it takes `limit` and its type has `docs`. */
const listedType = (field: GraphQLField<unknown, unknown>) => {
  const type = getNamedType(field.type)
  return field.args.some((a) => a.name === 'limit') && isObjectType(type) && 'docs' in type.getFields() ? type : null
}

/** The document types: what Payload's list types hold in `docs`. A field returning one is a relationship. */
const documentTypesOf = new WeakMap<GraphQLSchema, Set<GraphQLNamedType>>()
function documentTypes(schema: GraphQLSchema): Set<GraphQLNamedType> {
  let types = documentTypesOf.get(schema)
  if (!types) {
    types = new Set()
    for (const root of [schema.getQueryType(), schema.getMutationType()])
      for (const field of Object.values(root?.getFields() ?? {})) {
        const listed = listedType(field)
        if (listed) types.add(getNamedType(listed.getFields().docs.type))
      }
    documentTypesOf.set(schema, types)
  }
  return types
}

type Tally = { rows: number }

/**
 * Charges each operation by the documents it can read and refuses it before any resolver runs when a
 * list's `limit` is out of 1…GRAPHQL_MAX_LIMIT (or unbounded), or when it can read more than `maxRows`
 * documents (GRAPHQL_MAX_ROWS for editors, GRAPHQL_ANONYMOUS_MAX_ROWS for visitors): an aliased list is
 * charged its `limit` each time. Named and inline fragments are counted where they are spread; `limit`
 * and `pagination` are read through variables. (Aliases are capped by the route: graphql-guard.ts.)
 */
export const rowBudget =
  (
    rawVariables: Record<string, unknown> | null | undefined,
    lang: Lang = 'fr',
    maxRows = GRAPHQL_MAX_ROWS,
  ): ValidationRule =>
  (context) => {
    const schema = context.getSchema()
    const documents = documentTypes(schema)
    const roots = new Set<unknown>([schema.getQueryType(), schema.getMutationType()])
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const d of context.getDocument().definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)

    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {})
        if (coerced.errors) return // GraphQL refuses these variables before running anything
        const variables = coerced.coerced
        const unbounded = new Map<string, FieldNode>() // one answer per list, however often it is asked
        const perFragment = new Map<string, Tally>()

        const argumentsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> => {
          try {
            return getArgumentValues(field, node, variables)
          } catch {
            return {}
          } // GraphQL's own rules refuse them
        }
        /** Documents a list field returns per parent document, or null when its limit is out of bounds. */
        const limitOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): number | null => {
          const { limit, pagination } = argumentsOf(field, node)
          if (limit == null) return pagination === false ? null : PAYLOAD_DEFAULT_LIMIT
          return typeof limit === 'number' && limit >= 1 && limit <= GRAPHQL_MAX_LIMIT ? limit : null
        }
        /** The documents a field returns per parent document, and whether they are charged (a list, a relationship, a root field). */
        const rowsOf = (
          parent: GraphQLNamedType | undefined,
          field: GraphQLField<unknown, unknown>,
          node: FieldNode,
        ) => {
          if (listedType(field)) {
            const limit = limitOf(field, node)
            if (limit === null && !unbounded.has(node.name.value)) unbounded.set(node.name.value, node)
            return { rows: limit ?? GRAPHQL_MAX_LIMIT, charged: true }
          }
          const type = getNamedType(field.type)
          const isDocument = documents.has(type) || (isUnionType(type) && type.getTypes().some((t) => documents.has(t)))
          const inList = isObjectType(parent) && 'totalDocs' in parent.getFields() // `docs` and the list's own fields
          if (isDocument && !inList)
            return { rows: isListType(getNullableType(field.type)) ? GRAPHQL_HAS_MANY_ROWS : 1, charged: true }
          return { rows: 1, charged: roots.has(parent) }
        }
        const tally = (
          set: SelectionSetNode | undefined,
          parent: GraphQLNamedType | undefined,
          visiting: Set<string>,
        ): Tally => {
          const total: Tally = { rows: 0 }
          const add = (t: Tally, times = 1) => {
            total.rows += t.rows * times
          }
          for (const s of set?.selections ?? []) {
            if (s.kind === Kind.FIELD) {
              const field = isObjectType(parent) ? parent.getFields()[s.name.value] : undefined
              if (!field) continue // __typename, or a field GraphQL's own rules refuse
              const { rows, charged } = rowsOf(parent, field, s)
              if (charged) total.rows += rows
              add(tally(s.selectionSet, getNamedType(field.type), visiting), rows)
            } else if (s.kind === Kind.INLINE_FRAGMENT) {
              add(
                tally(
                  s.selectionSet,
                  s.typeCondition ? (schema.getType(s.typeCondition.name.value) ?? undefined) : parent,
                  visiting,
                ),
              )
            } else {
              add(fragmentTally(s.name.value, visiting))
            }
          }
          return total
        }
        /** A fragment's documents per parent document, measured once however often it is spread. */
        const fragmentTally = (name: string, visiting: Set<string>): Tally => {
          const known = perFragment.get(name)
          if (known) return known
          const fragment = fragments.get(name)
          if (!fragment || visiting.has(name)) return { rows: 0 } // unknown or cyclic: GraphQL's own rules refuse them
          const measured = tally(
            fragment.selectionSet,
            schema.getType(fragment.typeCondition.name.value) ?? undefined,
            new Set(visiting).add(name),
          )
          perFragment.set(name, measured)
          return measured
        }

        const root =
          operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType()
        const { rows } = tally(operation.selectionSet, root ?? undefined, new Set())
        for (const [name, node] of unbounded)
          context.reportError(new GraphQLError(MESSAGES.limit(name, lang), { nodes: [node] }))
        // A list out of bounds is charged GRAPHQL_MAX_LIMIT: its own error says what to change.
        if (rows > maxRows && !unbounded.size)
          context.reportError(new GraphQLError(MESSAGES.rows(rows, maxRows, lang), { nodes: [operation] }))
      },
    }
  }
