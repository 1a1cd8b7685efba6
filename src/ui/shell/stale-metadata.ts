/**
 * The head's page metadata that React no longer owns (decision 0049).
 *
 * Next streams a page's metadata and React hydrates it after the page itself. A link clicked in between leaves the
 * server's tags (title, hreflang alternates, canonical, Open Graph) in the head next to the new page's: the boundary
 * that held them is dropped unhydrated, and React never removes what it never claimed. A tag React rendered or
 * hydrated carries React's own properties; after a client navigation, one without them is the previous page's.
 */
const PAGE_METADATA = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'link[rel="icon"]',
  'link[rel="apple-touch-icon"]',
].join(', ')

const ownedByReact = (el: Element) => Object.keys(el).some((k) => k.startsWith('__react'))

/** Removes the previous page's metadata left in the head; returns how many tags went. */
export function dropStaleMetadata(head: HTMLHeadElement): number {
  const stale = [...head.querySelectorAll(PAGE_METADATA)].filter((el) => !ownedByReact(el))
  for (const el of stale) el.remove()
  return stale.length
}

/** Whether the document now shows another page than the one the server sent (a client navigation happened). */
export function navigatedSinceLoad(win: Window): boolean {
  const [entry] = win.performance.getEntriesByType('navigation')
  if (!entry) return false
  return new URL(entry.name).pathname !== win.location.pathname
}
