import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockScheme, warnUnrenderable } from './RenderBlocks'
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

describe('development warnings (spec 2 §8)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('warns "missing block path" for a block without a type and "block not located" for an unknown type', () => {
    vi.stubEnv('NODE_ENV', 'development')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnUnrenderable({ block_type: '' })
    warnUnrenderable({ block_type: 'hologram_block' })
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringMatching(/^Missing block path/),
      expect.stringMatching(/^Block not located: .*"hologram_block"/),
    ])
  })

  it('stays quiet in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnUnrenderable({ block_type: 'hologram_block' })
    warnUnrenderable({})
    expect(warn).not.toHaveBeenCalled()
  })
})
