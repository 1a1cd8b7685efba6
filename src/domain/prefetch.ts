export type ConnectionInfo = { saveData?: boolean; effectiveType?: string }

/** Skip prefetching on data-saver or 2G-class connections (slow-2g, 2g). */
export function shouldPrefetch(conn?: ConnectionInfo | null): boolean {
  if (!conn) return true
  if (conn.saveData === true) return false
  if (typeof conn.effectiveType === 'string' && conn.effectiveType.toLowerCase().includes('2g')) return false
  return true
}
