import type { Client } from '@libsql/client'

/** How long a SQLite statement waits for another connection's lock (an import's write) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000

const patched = new WeakSet<object>()

/**
 * Keep the busy timeout on every connection of a libsql client. libsql hands its connection to
 * each transaction and opens a fresh one on next use, without the PRAGMA Payload set at connect:
 * that fresh connection would throw SQLITE_BUSY at once while an import holds the write lock.
 */
export function keepBusyTimeout(client: Client, ms = SQLITE_BUSY_TIMEOUT_MS): void {
  if (patched.has(client)) return
  patched.add(client)
  const transaction = client.transaction.bind(client)
  client.transaction = async (mode?: 'write' | 'read' | 'deferred') => {
    const tx = await transaction(mode)
    await client.execute(`PRAGMA busy_timeout = ${ms}`)
    return tx
  }
}
