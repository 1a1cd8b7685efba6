import 'server-only'
import { asText } from '@/domain/text'
import type { RawRecord } from '../feed/reso'
import { ResoError, type ResoClient } from './reso-client'
import { odataTimestamp } from './retry'

export type PagedQuery = {
  filter?: string
  select?: string[]
  expand?: string
  top: number
  /** The resource's key (ListingKey, MemberKey, OfficeKey, MediaKey): the tie-break of the order and of the next query. */
  key: string
  /** Read oldest change first, ordered by (ModificationTimestamp, key); else by key alone. */
  byTimestamp?: boolean
}

const DATE_TIME_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/
const quoted = (s: string) => `'${s.replace(/'/g, "''")}'`
/** A record's ModificationTimestamp as the server wrote it (so its precision survives), else in UTC. */
const stamp = (r: RawRecord) => {
  const raw = asText(r.ModificationTimestamp)
  if (DATE_TIME_OFFSET.test(raw)) return raw
  const t = Date.parse(raw)
  return Number.isFinite(t) ? odataTimestamp(t) : null
}

/**
 * Every record of a query, page after page. An `@odata.nextLink` is followed; when a query ends
 * without one after a full answer (a server reading `$top` as the total, as RESO certification
 * does, or capping it), the next query starts after the last record read: (ModificationTimestamp,
 * key) with `ge` and a key tie-break, so records sharing one timestamp are neither skipped nor read
 * twice. Records out of timestamp order fail the read (a watermark could otherwise pass records not
 * yet read).
 */
export async function* readAll(client: ResoClient, resource: string, q: PagedQuery): AsyncGenerator<RawRecord[]> {
  const orderby = q.byTimestamp ? `ModificationTimestamp asc,${q.key} asc` : `${q.key} asc`
  let after: string | null = null
  let lastAt = -Infinity
  for (;;) {
    const filter =
      [q.filter, after]
        .filter(Boolean)
        .map((f) => `(${f})`)
        .join(' and ') || undefined
    let answered = 0
    let lastPage = 0
    let last: RawRecord | null = null
    for (
      let next: string | null = client.url(resource, {
        filter,
        select: q.select,
        expand: q.expand,
        orderby,
        top: q.top,
      });
      next;
    ) {
      const page = await client.page(next)
      for (const r of q.byTimestamp ? page.records : []) {
        const t = Date.parse(asText(r.ModificationTimestamp))
        if (t < lastAt)
          throw new ResoError(
            `${resource}: the feed sent records out of ModificationTimestamp order; nothing after the last committed chunk was kept.`,
            null,
          )
        if (Number.isFinite(t)) lastAt = t
      }
      if (page.records.length) yield page.records
      answered += page.records.length
      lastPage = page.records.length
      last = page.records.at(-1) ?? last
      next = page.nextLink
    }
    // Answered in full unless it gave exactly $top (a total) or ended on a full page.
    if (!last || (answered !== q.top && lastPage < q.top)) return
    const key = last[q.key]
    if (key == null || key === '')
      throw new ResoError(
        `${resource}: a record without ${q.key} ends a full page; the rest cannot be asked for.`,
        null,
      )
    const at = q.byTimestamp ? stamp(last) : null
    if (q.byTimestamp && !at)
      throw new ResoError(
        `${resource}: a record without ModificationTimestamp ends a full page; the rest cannot be asked for.`,
        null,
      )
    after = at
      ? `ModificationTimestamp ge ${at} and (ModificationTimestamp gt ${at} or ${q.key} gt ${quoted(asText(key))})`
      : `${q.key} gt ${quoted(asText(key))}`
  }
}
