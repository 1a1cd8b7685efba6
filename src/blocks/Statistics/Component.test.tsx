import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { Statistics } from './Component'

describe('statistics block', () => {
  const stat = {
    main_title: { fr: '250+', en: '250+' },
    super_title: { fr: 'Plus de', en: 'Over' },
    description: { fr: 'propriétés vendues', en: 'properties sold' },
  }
  it('shows each figure in the visitor’s language, variant_1 by default', () => {
    const html = renderToStaticMarkup(
      <Statistics
        block={testBlock('statistics', {
          main_title: { fr: 'En chiffres', en: 'By the numbers' },
          statistics_repeater: [stat],
        })}
        ctx={testContext('en')}
      />,
    )
    expect(html).toContain('By the numbers')
    expect(html).toContain('properties sold')
    expect(html).toContain('statistics--variant_1')
  })
  it('applies the chosen layout', () => {
    const html = renderToStaticMarkup(
      <Statistics
        block={testBlock('statistics', { layout_display: 'variant_2', statistics_repeater: [stat] })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).toContain('statistics--variant_2')
    expect(html).toContain('propriétés vendues')
  })
})
