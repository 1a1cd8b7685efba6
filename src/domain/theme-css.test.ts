import { describe, it, expect } from 'vitest'
import { resolveTheme } from './theme'
import { readableTextOn, themeToCss } from './theme-css'

const silent = () => {}

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector}{`)
  expect(start).toBeGreaterThanOrEqual(0)
  return css.slice(start, css.indexOf('}', start) + 1)
}

describe('themeToCss', () => {
  const theme = resolveTheme({ fonts: { base: 'Inter, sans-serif' } }, silent)
  const css = themeToCss(theme)

  it('emits colours, radii and fonts on :root', () => {
    const root = block(css, ':root')
    expect(root).toContain('--color-primary:#0b4f8a')
    expect(root).toContain('--color-gray_100:#f4f5f7')
    expect(root).toContain('--radius-small:20px;--radius-medium:40px;--radius-large:120px')
    expect(root).toContain('--font-base:Inter, sans-serif')
    expect(root).not.toContain('--font-heading')
  })

  it('emits one rule per scheme with all roles', () => {
    for (const name of ['normal', 'normal-grey', 'inverted']) {
      const rule = block(css, `.scheme-${name}`)
      for (const v of ['background', 'text', 'button', 'button-text', 'input', 'highlight', 'map-marker']) {
        expect(rule).toMatch(new RegExp(`--scheme-${v}:#[0-9a-f]{6}`))
      }
    }
    expect(block(css, '.scheme-normal')).toContain('--scheme-background:#ffffff;--scheme-text:#1a1a1a')
  })

  it('picks a contrasting button text colour', () => {
    expect(block(css, '.scheme-normal')).toContain('--scheme-button-text:#ffffff')
    expect(block(css, '.scheme-inverted')).toContain('--scheme-button-text:#000000')
    expect(readableTextOn('#000')).toBe('#ffffff')
    expect(readableTextOn('#eee')).toBe('#000000')
  })

  it('omits both font variables when fonts are null', () => {
    const plain = themeToCss(resolveTheme({}, silent))
    expect(plain).not.toContain('--font-')
  })
})
