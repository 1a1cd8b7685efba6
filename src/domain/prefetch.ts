export type ConnectionInfo = { saveData?: boolean; effectiveType?: string }

/** Skip prefetching on data-saver or 2G-class connections (slow-2g, 2g). */
export function shouldPrefetch(conn?: ConnectionInfo | null): boolean {
  if (!conn) return true
  if (conn.saveData === true) return false
  if (typeof conn.effectiveType === 'string' && conn.effectiveType.toLowerCase().includes('2g')) return false
  return true
}

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: { readyState: DocumentReadyState }
  requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}

/**
 * Run `task` once the page has loaded and the browser is idle (at most `timeout` ms after load):
 * prefetches never compete with the page's own images and scripts. Returns a cancel function.
 */
export function whenLoadedAndIdle(win: IdleWindow, task: () => void, timeout: number): () => void {
  let cancel = () => {}
  const schedule = () => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(task, { timeout })
      cancel = () => win.cancelIdleCallback?.(id)
    } else {
      const t = win.setTimeout(task, timeout)
      cancel = () => win.clearTimeout(t)
    }
  }
  if (win.document.readyState === 'complete') schedule()
  else win.addEventListener('load', schedule, { once: true })
  return () => {
    win.removeEventListener('load', schedule)
    cancel()
  }
}
