import type { SiteListings } from '../site-listings'

/**
 * The positions of the search index one site shows: a bit per position, and, when the site shows
 * few of them (a broker's own listings), their list in index order so a search visits only those.
 */
export type Owned = { bits: Uint32Array; count: number; positions: Int32Array | null }

/** A site showing at most this share of the listings is searched through its own positions. */
const SPARSE_SHARE = 1 / 16
/** Sites remembered per index (20 sites × 1M listings: 2.5 MB of bits). */
const KEPT = 64

/**
 * One bitset per set of feed keys (decision 0025), computed on that set's first search in one pass
 * over the index's integer agent and office columns, then kept with the index: a change of a site's
 * people gives another set of keys (another entry), a reload of the listings a new index.
 */
export class OwnerSets {
  private readonly kept = new Map<string, Owned>()

  constructor(
    private readonly agent: Int32Array,
    private readonly office: Int32Array,
    private readonly agents: Map<string, number>,
    private readonly offices: Map<string, number>,
  ) {}

  /** The positions a site shows, or null when it shows every listing. */
  of(site: SiteListings): Owned | null {
    if (site.all) return null
    const hit = this.kept.get(site.key)
    if (hit) {
      this.kept.delete(site.key) // most recently used last
      this.kept.set(site.key, hit)
      return hit
    }
    const owned = this.compute(site.agentKeys, site.officeKeys)
    this.kept.set(site.key, owned)
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!)
    return owned
  }

  get bytes(): number {
    let n = 0
    for (const o of this.kept.values()) n += o.bits.byteLength + (o.positions?.byteLength ?? 0)
    return n
  }

  private compute(agentKeys: string[], officeKeys: string[]): Owned {
    const mask = (dict: Map<string, number>, keys: string[]) => {
      const m = new Uint8Array(dict.size + 1)
      for (const k of keys) {
        const c = dict.get(k)
        if (c !== undefined) m[c] = 1
      }
      return m
    }
    const am = mask(this.agents, agentKeys),
      om = mask(this.offices, officeKeys)
    const { agent, office } = this
    const size = agent.length
    const bits = new Uint32Array((size + 31) >>> 5)
    let count = 0
    for (let i = 0; i < size; i++) {
      if (am[agent[i]] | om[office[i]]) {
        bits[i >>> 5] |= 1 << (i & 31)
        count++
      }
    }
    let positions: Int32Array | null = null
    if (count <= size * SPARSE_SHARE) {
      positions = new Int32Array(count)
      for (let i = 0, n = 0; i < size; i++) if (bits[i >>> 5] & (1 << (i & 31))) positions[n++] = i
    }
    return { bits, count, positions }
  }
}
