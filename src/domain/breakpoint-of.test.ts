import { describe, expect, it } from 'vitest'
import { breakpointOf } from './breakpoints'

describe('breakpoint display', () => {
  it('names the breakpoint a width falls in, edges included', () => {
    expect(breakpointOf(375)).toBe('xs')
    expect(breakpointOf(576)).toBe('sm')
    expect(breakpointOf(991)).toBe('md')
    expect(breakpointOf(992)).toBe('lg')
    expect(breakpointOf(1439)).toBe('xl')
    expect(breakpointOf(1921)).toBe('xxxxl')
  })
})
