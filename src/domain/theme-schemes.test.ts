import { describe, it, expect, vi } from 'vitest'
import {
  isDarkScheme,
  isRole,
  isSchemeName,
  nextScheme,
  normalizeRoleKey,
  schemeNames,
  schemeOpposite,
  schemeSoftOpposite,
  toSchemeName,
} from './theme-schemes'

describe('scheme relations', () => {
  it('lists the three schemes', () => {
    expect(schemeNames).toEqual(['normal', 'normal-grey', 'inverted'])
  })

  it('follows the spec opposites', () => {
    expect(schemeOpposite('normal')).toBe('inverted')
    expect(schemeOpposite('normal-grey')).toBe('inverted')
    expect(schemeOpposite('inverted')).toBe('normal')
    expect(schemeSoftOpposite('normal')).toBe('normal-grey')
    expect(schemeSoftOpposite('normal-grey')).toBe('normal')
    expect(schemeSoftOpposite('inverted')).toBe('normal')
  })

  it('marks only inverted as dark', () => {
    expect(schemeNames.filter(isDarkScheme)).toEqual(['inverted'])
  })

  it('cycles for the edit-mode button', () => {
    expect(nextScheme('normal')).toBe('normal-grey')
    expect(nextScheme('normal-grey')).toBe('inverted')
    expect(nextScheme('inverted')).toBe('normal')
  })
})

describe('role keys', () => {
  it('renames legacy keys and rejects unknown ones', () => {
    expect(normalizeRoleKey('bg_color')).toBe('background')
    expect(normalizeRoleKey('text_color')).toBe('text')
    expect(normalizeRoleKey('highlight_color')).toBe('highlight')
    expect(normalizeRoleKey('map_marker_color')).toBe('map_marker')
    expect(normalizeRoleKey('button')).toBe('button')
    expect(normalizeRoleKey('border')).toBeNull()
    expect(isRole('input')).toBe(true)
    expect(isRole('bg_color')).toBe(false)
  })
})

describe('toSchemeName', () => {
  it('accepts known names without warning', () => {
    const warn = vi.fn()
    expect(toSchemeName('inverted', warn)).toBe('inverted')
    expect(isSchemeName('normal-grey')).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns on unknown values and falls back to normal', () => {
    const warn = vi.fn()
    expect(toSchemeName('dark', warn)).toBe('normal')
    expect(toSchemeName(3, warn)).toBe('normal')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toContain('dark')
  })

  it('silently defaults missing values', () => {
    const warn = vi.fn()
    expect(toSchemeName(undefined, warn)).toBe('normal')
    expect(toSchemeName(null, warn)).toBe('normal')
    expect(warn).not.toHaveBeenCalled()
  })
})
