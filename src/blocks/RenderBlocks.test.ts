import { describe, expect, it, vi } from 'vitest'
import { blockScheme } from './RenderBlocks'
import { rendererFor } from './registry'

describe('block rendering rules', () => {
  it('knows every stored block type and skips unknown ones', () => {
    expect(rendererFor('header_classic')).toBeTypeOf('function')
    expect(rendererFor('hero_content_1')).toBeTypeOf('function')
    expect(rendererFor('hologram_block')).toBeNull()
  })
  it('propagates a known scheme, warns about an unknown one and propagates nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(blockScheme('inverted')).toBe('inverted')
    expect(blockScheme(undefined)).toBeNull()
    expect(blockScheme('fuchsia')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fuchsia'))
  })
})
