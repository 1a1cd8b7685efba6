import { afterEach, describe, expect, it, vi } from 'vitest'
import { emptyVisitor, useVisitor, visitorSnapshot } from './visitor'

afterEach(() => useVisitor.getState().clear())

describe('visitor contact info', () => {
  it('starts empty and keeps the four known keys', () => {
    expect(visitorSnapshot()).toEqual(emptyVisitor)
    expect(useVisitor.getState().set('firstname', 'Marie')).toBe(true)
    expect(useVisitor.getState().set('phone', '(514) 555-0123')).toBe(true)
    expect(visitorSnapshot()).toEqual({ ...emptyVisitor, firstname: 'Marie', phone: '(514) 555-0123' })
  })
  it('refuses an unknown key with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(useVisitor.getState().set('address', '12 rue X')).toBe(false)
    expect(warn).toHaveBeenCalledWith('Unknown contact key: address')
    expect(visitorSnapshot()).toEqual(emptyVisitor)
    warn.mockRestore()
  })
})
