import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

const passes = { running: 0, most: 0, total: 0 }
vi.mock('./outbox', () => ({
  processOutbox: async () => {
    passes.running++
    passes.total++
    passes.most = Math.max(passes.most, passes.running)
    await new Promise((r) => setTimeout(r, 20))
    passes.running--
  },
}))
vi.mock('./lead-store', () => ({ nextDueAt: async () => null }))

const { runOutbox, startOutboxSweeper } = await import('./outbox-runner')

describe('the outbox runner', () => {
  it('runs one pass at a time, and one more pass for the leads that came in meanwhile', async () => {
    const payload = {} as Payload
    await Promise.all(Array.from({ length: 50 }, () => runOutbox(payload, 'Demo')))
    expect(passes.most).toBe(1)
    expect(passes.total).toBe(2)
    await runOutbox(payload, 'Demo')
    expect(passes.total).toBe(3)
  })
})

describe('the outbox sweeper started with the server', () => {
  it('delivers at once with no post (deliveries left by a restart), then again on its schedule, through a database outage', async () => {
    const before = passes.total
    let lookups = 0
    const siteName = async () => {
      lookups++
      if (lookups === 2) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      return 'Demo'
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stop = startOutboxSweeper({} as Payload, siteName, 60)
    await new Promise((r) => setTimeout(r, 30))
    expect(passes.total).toBe(before + 1)
    await new Promise((r) => setTimeout(r, 200))
    stop()
    expect(errors).toHaveBeenCalledWith('[leads] outbox sweep failed', expect.any(Error))
    expect(passes.total).toBeGreaterThanOrEqual(before + 2)
    errors.mockRestore()
  })
})
