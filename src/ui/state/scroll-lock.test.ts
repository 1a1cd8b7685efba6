import { describe, expect, it } from 'vitest'
import { isScrollLocked, useScrollLockStore } from './scroll-lock'

describe('scroll lock requesters', () => {
  it('locks while any requester asks, unlocks when all released', () => {
    const { request } = useScrollLockStore.getState()
    request('nav', true)
    request('modal', true)
    request('nav', false)
    expect(isScrollLocked(useScrollLockStore.getState().requesters)).toBe(true)
    request('modal', false)
    expect(isScrollLocked(useScrollLockStore.getState().requesters)).toBe(false)
  })
})
