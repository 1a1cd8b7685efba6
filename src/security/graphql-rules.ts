// The CommonJS entry, the one Payload's GraphQL handler (graphql-http) loads: a GraphQLError from the
// ES module build would be another class, and the handler would answer it as a bare array, status 200.
import {
  GraphQLError,
  Kind,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql/index.js'
import { GRAPHQL_ANONYMOUS_MAX_ROWS, GRAPHQL_MAX_ROWS, rowBudget, type Lang } from './graphql-row-budget'

/** Deepest selection a query may nest (a page's blocks, their links and icons fit in 10). */
export const GRAPHQL_MAX_DEPTH = 10
/** Payload's complexity budget: a field costs 1, a relationship or upload 10 (Payload's estimate). */
export const GRAPHQL_MAX_COMPLEXITY = 1000
/** A query body larger than this is refused before GraphQL parses it. */
export const GRAPHQL_MAX_BODY_BYTES = 32 * 1024

/** Refuses an operation whose selections nest deeper than `max` fields (fragments followed, each measured once). */
export const depthLimit =
  (max: number): ValidationRule =>
  (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const d of context.getDocument().definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
    const measured = new Map<string, number>()
    const depthOf = (set: SelectionSetNode | undefined, visiting: Set<string>): number => {
      let deepest = 0
      for (const s of set?.selections ?? []) {
        if (s.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(s.selectionSet, visiting))
        else if (s.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(s.selectionSet, visiting))
        else deepest = Math.max(deepest, fragmentDepth(s.name.value, visiting))
      }
      return deepest
    }
    const fragmentDepth = (name: string, visiting: Set<string>): number => {
      if (measured.has(name)) return measured.get(name)!
      const fragment = fragments.get(name)
      if (!fragment || visiting.has(name)) return 0 // unknown or cyclic: GraphQL's own rules refuse them
      const depth = depthOf(fragment.selectionSet, new Set(visiting).add(name))
      measured.set(name, depth)
      return depth
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set())
        if (depth > max)
          context.reportError(new GraphQLError(`Query depth ${depth} is over the limit of ${max}.`, { nodes: [node] }))
      },
    }
  }

/** Refuses the schema's introspection fields (__schema, __type). */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type')
      context.reportError(new GraphQLError('Introspection is reserved to signed-in editors.', { nodes: [node] }))
  },
})

type Context = { req?: { user?: unknown; headers?: Headers } } | undefined
const signedIn = (args: ExecutionArgs) => Boolean((args.contextValue as Context)?.req?.user)
const language = (args: ExecutionArgs): Lang =>
  (args.contextValue as Context)?.req?.headers?.get('accept-language')?.trim().slice(0, 2).toLowerCase() === 'en'
    ? 'en'
    : 'fr'

/** The rules added to GraphQL's own: the depth limit and the row budget (a visitor's lower), no introspection for visitors. */
export const graphQLValidationRules = (args: ExecutionArgs): ValidationRule[] => [
  depthLimit(GRAPHQL_MAX_DEPTH),
  rowBudget(args.variableValues, language(args), signedIn(args) ? GRAPHQL_MAX_ROWS : GRAPHQL_ANONYMOUS_MAX_ROWS),
  ...(signedIn(args) ? [] : [noIntrospection]),
]
