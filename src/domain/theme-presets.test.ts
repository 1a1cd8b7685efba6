import { describe, it, expect } from 'vitest'
import { contrastRatio } from './color'
import { readableTextOn } from './theme-css'
import { defaultSchemeMappings, defaultTextColor, presetNames, presets, specBorderRadii } from './theme-presets'
import { roles, schemeNames } from './theme-schemes'

const AA = 4.5

describe('theme presets', () => {
  it('defines the spec radii and near-black text', () => {
    expect(specBorderRadii).toEqual({ small: '20px', medium: '40px', large: '120px' })
    expect(defaultTextColor).toBe('#1a1a1a')
  })

  it.each(presetNames)('%s has accents and a full gray scale', (name) => {
    const p = presets[name]
    for (const key of ['primary', 'primary_dark', 'primary_light', 'secondary', 'accent', 'white', 'text']) {
      expect(p[key], key).toMatch(/^#[0-9a-f]{6}$/)
    }
    for (let step = 100; step <= 900; step += 100) expect(p[`gray_${step}`]).toMatch(/^#[0-9a-f]{6}$/)
    expect(p.text).toBe(defaultTextColor)
  })

  it('uses distinct primaries for blue and red', () => {
    expect(presets.blue.primary).toBe('#0b4f8a')
    expect(presets.red.primary).toBe('#b3261e')
  })

  it('maps every role of every scheme to a preset colour', () => {
    for (const scheme of schemeNames) {
      for (const role of roles) {
        const ref = defaultSchemeMappings[scheme][role]
        for (const name of presetNames) expect(presets[name][ref], `${name}/${scheme}/${role}`).toBeDefined()
      }
    }
  })

  describe.each(presetNames)('WCAG AA contrast in preset %s', (name) => {
    const colors = presets[name]
    it.each(schemeNames)('scheme %s: text on background and button label', (scheme) => {
      const m = defaultSchemeMappings[scheme]
      const bg = colors[m.background]
      expect(contrastRatio(colors[m.text], bg)).toBeGreaterThanOrEqual(AA)
      const button = colors[m.button]
      expect(contrastRatio(readableTextOn(button), button)).toBeGreaterThanOrEqual(AA)
      // Non-text UI elements (highlight, map marker) need at least 3:1.
      expect(contrastRatio(colors[m.highlight], bg)).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(colors[m.map_marker], bg)).toBeGreaterThanOrEqual(3)
    })
  })
})
