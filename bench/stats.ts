/** Run `fn` `runs` times after a warm-up; milliseconds at the 50th and 95th percentile. */
export async function timeIt(runs: number, fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn(i)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
  return { p50: at(0.5), p95: at(0.95) }
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`
