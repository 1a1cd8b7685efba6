import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { survivePoolErrors } from './pg-pool-errors'

const shutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

describe('a PostgreSQL pool whose server stops', () => {
  it('would crash the process without a listener', () => {
    expect(() => new EventEmitter().emit('error', shutdown())).toThrow(/administrator command/)
  })

  it('logs the idle connection error once per outage instead of throwing', () => {
    const pool = new EventEmitter()
    const logged: string[] = []
    survivePoolErrors(pool, (m) => logged.push(m))
    expect(() => {
      pool.emit('error', shutdown())
      pool.emit('error', shutdown())
    }).not.toThrow()
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/next query reconnects/)
  })
})
