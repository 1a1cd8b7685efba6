/** Small seeded PRNG (mulberry32) so generated feeds are reproducible. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  /** Pick by weight: entries are [value, weight]. */
  const weighted = <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
    let r = next() * entries.reduce((s, [, w]) => s + w, 0)
    for (const [v, w] of entries) if ((r -= w) < 0) return v
    return entries[entries.length - 1][0]
  }
  return { next, int, pick, gauss, weighted }
}
export type Rng = ReturnType<typeof rng>
