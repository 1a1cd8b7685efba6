import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { DoubleCta } from './Component'

describe('double_cta block', () => {
  it('shows at most two panels with their own colours', () => {
    const p = (t: string) => ({ main_title: { fr: t, en: t }, bg_color_secondary: '#0b4f8a', text_color: '#ffffff' })
    const html = renderToStaticMarkup(
      <DoubleCta
        block={testBlock('double_cta', { cta_repeater: [p('Acheter'), p('Vendre'), p('Louer')] })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).toContain('Acheter')
    expect(html).toContain('Vendre')
    expect(html).not.toContain('Louer')
    expect(html).toContain('background:#0b4f8a')
  })
})
