import { describe, expect, it } from 'vitest'
import { colourValue, cssColour } from './colour-value'

describe('editor-entered colours', () => {
  it('accepts hex, rgb, hsl and theme names', () => {
    for (const v of [
      '#fff',
      '#0b4f8a',
      '#0b4f8acc',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,.5)',
      'rgb(1 2 3 / 50%)',
      'hsl(210 50% 40%)',
      'hsla(210deg, 50%, 40%, 0.8)',
    ])
      expect(colourValue(v), v).toEqual({ kind: 'literal', css: v })
    expect(cssColour(' primary ')).toBe('var(--color-primary)')
    expect(cssColour('gray_100')).toBe('var(--color-gray_100)')
  })
  it('renders nothing for anything else', () => {
    for (const v of [
      'red;background:url(https://evil.example/x.png)',
      '#0b4f8a;position:fixed',
      'url(x)',
      'expression(alert(1))',
      'rgb(1,2,3);x:y',
      'var(--x)',
      'calc(1px)',
      '#ggg',
      '',
      'a b',
      '1red',
      'rgb(1,2)',
      null,
      42,
    ])
      expect(cssColour(v), String(v)).toBeUndefined()
  })
})
