/** An event source like pg's Pool: it emits 'error' when an idle connection dies (the server stopped or restarted). */
type ErrorEmitter = {
  on(event: 'error', listener: (err: Error) => void): unknown
  listenerCount(event: 'error'): number
}

/**
 * Keep the process alive when PostgreSQL goes away. pg's Pool re-emits the error of an idle
 * connection on itself, and an 'error' event nobody listens to crashes Node: a database restart
 * would kill the site. With a listener, the dead connection is dropped (the pool does that itself),
 * the fault is logged once per outage, and the next query opens a fresh connection.
 */
export function survivePoolErrors(pool: ErrorEmitter | undefined, log: (msg: string) => void = console.error): void {
  if (!pool || pool.listenerCount('error') > 0) return
  let lastLog = 0
  pool.on('error', (err) => {
    if (Date.now() - lastLog < 60_000) return
    lastLog = Date.now()
    log(`[db] an idle PostgreSQL connection failed (${err.message}); the next query reconnects`)
  })
}
