import { describe, it, expect, vi } from 'vitest'
import { presets, resolveTheme } from './theme'

describe('resolveTheme defaults', () => {
  it('uses the blue preset, spec radii and no fonts without input', () => {
    const warn = vi.fn()
    const t = resolveTheme(null, warn)
    expect(t.colors).toEqual(presets.blue)
    expect(t.radii).toEqual({ small: '20px', medium: '40px', large: '120px' })
    expect(t.fonts).toEqual({ base: null, heading: null })
    expect(t.schemes.normal).toEqual({
      background: '#ffffff',
      text: '#1a1a1a',
      button: '#0b4f8a',
      input: presets.blue.gray_100,
      highlight: '#0b4f8a',
      map_marker: '#0b4f8a',
    })
    expect(t.schemes.inverted.background).toBe(presets.blue.primary_dark)
    expect(warn).not.toHaveBeenCalled()
  })

  it('selects the red preset and applies colour overrides', () => {
    const warn = vi.fn()
    const t = resolveTheme({ preset: 'red', colors: { primary: '#123456', brand2: 'rgb(1, 2, 3)' } }, warn)
    expect(t.colors.primary).toBe('#123456')
    expect(t.colors.brand2).toBe('rgb(1, 2, 3)')
    expect(t.colors.gray_500).toBe(presets.red.gray_500)
    expect(t.schemes.normal.button).toBe('#123456')
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns about invalid colours and names and skips them', () => {
    const warn = vi.fn()
    const t = resolveTheme({ colors: { primary: 'red;}body{x', 'bad name': '#fff' } }, warn)
    expect(t.colors.primary).toBe(presets.blue.primary)
    expect(t.colors['bad name']).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('resolveTheme overrides', () => {
  it('turns missing radii into 0px and parses given ones', () => {
    const warn = vi.fn()
    const t = resolveTheme({ border_radius: { small: '8px', medium: null } }, warn)
    expect(t.radii).toEqual({ small: '8px', medium: '0px', large: '0px' })
    expect(warn).not.toHaveBeenCalled()
    expect(resolveTheme({ border_radius: { small: 'huge' } }, warn).radii.small).toBe('0px')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('huge'))
  })

  it('keeps fonts and nulls missing or unsafe ones', () => {
    const warn = vi.fn()
    expect(resolveTheme({ fonts: { base: ' "Inter", sans-serif ' } }, warn).fonts).toEqual({
      base: '"Inter", sans-serif',
      heading: null,
    })
    expect(resolveTheme({ fonts: { heading: 'x;}body{color:red' } }, warn).fonts.heading).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('overrides scheme mappings with names, literals and legacy keys', () => {
    const warn = vi.fn()
    const t = resolveTheme(
      {
        color_schemes: {
          normal: { bg_color: 'gray_200', text_color: '#222222', button: 'accent', input: null },
          inverted: { highlight: 'secondary', highlight_color: 'white', map_marker_color: 'gray_300' },
        },
      },
      warn,
    )
    expect(t.schemes.normal.background).toBe(presets.blue.gray_200)
    expect(t.schemes.normal.text).toBe('#222222')
    expect(t.schemes.normal.button).toBe(presets.blue.accent)
    expect(t.schemes.normal.input).toBe(presets.blue.gray_100)
    expect(t.schemes.inverted.highlight).toBe(presets.blue.secondary)
    expect(t.schemes.inverted.map_marker).toBe(presets.blue.gray_300)
    expect(warn).not.toHaveBeenCalled()
  })

  it('only warns on unknown schemes, roles and colour names', () => {
    const warn = vi.fn()
    const input = { color_schemes: { dark: { text: 'white' }, normal: { border: 'white', text: 'nope' } } }
    expect(() => resolveTheme(input, warn)).not.toThrow()
    const t = resolveTheme(input, warn)
    expect(t.schemes.normal.text).toBe('#1a1a1a')
    expect(warn.mock.calls.flat().join('\n')).toMatch(/dark[\s\S]*border[\s\S]*nope/)
  })
})
