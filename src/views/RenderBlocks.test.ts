import { describe, expect, it, vi } from 'vitest'
import { blockScheme } from './RenderBlocks'
import { storedBlockTypes } from '@/blocks/configs'
import { blockRegistry, isRenderable } from '@/blocks/registry'

describe('block rendering rules', () => {
  it('knows every stored block type and skips unknown ones', () => {
    for (const type of storedBlockTypes)
      expect(blockRegistry[type as keyof typeof blockRegistry], type).toBeTypeOf('function')
    expect(isRenderable({ block_type: 'hero_content_1', block_params: {}, fields: {} })).toBe(true)
    expect(isRenderable({ block_type: 'hologram_block', block_params: {}, fields: {} })).toBe(false)
    expect(isRenderable({ block_type: 'toString', block_params: {}, fields: {} })).toBe(false)
  })
  it('propagates a known scheme, warns about an unknown one and propagates nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(blockScheme('inverted')).toBe('inverted')
    expect(blockScheme(undefined)).toBeNull()
    expect(blockScheme('fuchsia')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fuchsia'))
  })
})
