import { describe, it, expect } from 'vitest'
import { shouldPrefetch, whenLoadedAndIdle } from './prefetch'

describe('shouldPrefetch', () => {
  it('prefetches when connection info is missing or fast', () => {
    expect(shouldPrefetch()).toBe(true)
    expect(shouldPrefetch(null)).toBe(true)
    expect(shouldPrefetch({})).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true)
  })

  it('skips on data saver', () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
  })

  it('skips on 2g connections', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })
})

describe('whenLoadedAndIdle', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const listeners: Array<() => void> = []
    const idle: Array<{ cb: () => void; timeout: number }> = []
    const win = {
      document: { readyState },
      addEventListener: (_: string, cb: () => void) => listeners.push(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.splice(listeners.indexOf(cb) >>> 0, 1),
      setTimeout: () => 0,
      clearTimeout: () => {},
      requestIdleCallback: (cb: () => void, opts: { timeout: number }) => idle.push({ cb, timeout: opts.timeout }),
      cancelIdleCallback: (id: number) => idle.splice(id - 1, 1),
    }
    return { win: win as unknown as Parameters<typeof whenLoadedAndIdle>[0], listeners, idle }
  }

  it('waits for the load event before asking for idle time', () => {
    const { win, listeners, idle } = fakeWindow('interactive')
    let ran = 0
    whenLoadedAndIdle(win, () => ran++, 2000)
    expect(idle).toHaveLength(0)
    listeners.forEach((l) => l())
    expect(idle).toEqual([expect.objectContaining({ timeout: 2000 })])
    idle[0].cb()
    expect(ran).toBe(1)
  })

  it('asks for idle time at once on a page already loaded', () => {
    const { win, listeners, idle } = fakeWindow('complete')
    whenLoadedAndIdle(win, () => {}, 2000)
    expect(listeners).toHaveLength(0)
    expect(idle).toHaveLength(1)
  })

  it('cancelled before load, it never runs', () => {
    const { win, listeners, idle } = fakeWindow('loading')
    const cancel = whenLoadedAndIdle(win, () => {}, 2000)
    cancel()
    expect(listeners).toHaveLength(0)
    expect(idle).toHaveLength(0)
  })
})
