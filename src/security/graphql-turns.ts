import type { CollectionBeforeOperationHook, Config, Plugin } from 'payload'

let last: Promise<void> = Promise.resolve()

/**
 * Resolves on a turn of the event loop of its own, after the previous caller's turn: the CPU work that follows
 * each caller (reading and shaping one list of documents, synchronous with SQLite) runs one at a time, with the
 * server's other requests answered between them, instead of as one block of every alias's work.
 */
export function nextTurn(): Promise<void> {
  const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve)))
  last = turn
  return turn
}

/** Each Payload operation of an anonymous GraphQL query waits its turn (issue 27, item 3; decision 0047). */
export const anonymousGraphQLTurn: CollectionBeforeOperationHook = async ({ args, req }) => {
  if (req.payloadAPI === 'GraphQL' && !req.user) await nextTurn()
  return args
}

/** Adds anonymousGraphQLTurn to every collection. */
export const graphqlTurnsPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((c) => ({
      ...c,
      hooks: { ...c.hooks, beforeOperation: [anonymousGraphQLTurn, ...(c.hooks?.beforeOperation ?? [])] },
    })),
  })
