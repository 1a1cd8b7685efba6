/**
 * Run `fn` `runs` times after a warm-up; milliseconds at the 50th and 95th percentile of wall time,
 * and the 95th percentile of this process's CPU time (user + system) per run: on shared cores the
 * wall time includes waiting for a core, the CPU time does not (the database server's own is not in it).
 */
export async function timeIt(
  runs: number,
  fn: (i: number) => Promise<unknown>,
): Promise<{ p50: number; p95: number; cpu95: number }> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(i)
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage()
    const t = performance.now()
    await fn(i)
    times.push(performance.now() - t)
    const used = process.cpuUsage(c)
    cpu.push((used.user + used.system) / 1000)
  }
  const at = (list: number[], q: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]
  return { p50: at(times, 0.5), p95: at(times, 0.95), cpu95: at(cpu, 0.95) }
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`
