import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { MultiRedirectHorizontal } from './Component'

describe('multi_redirect_horizontal block', () => {
  const items = [
    { main_title: { fr: 'Visite', en: 'Visit' } },
    { main_title: { fr: 'Offre', en: 'Offer' }, show_number: false },
  ]
  it('numbers items with two digits and a dot unless show_number is off', () => {
    const html = renderToStaticMarkup(
      <MultiRedirectHorizontal
        block={testBlock('multi_redirect_horizontal', { item_display: 'numbered', items_repeater: items })}
        ctx={testContext('en')}
      />,
    )
    expect(html).toContain('01.')
    expect(html).not.toContain('02.')
    expect(html).toContain('Offer')
  })
  it('shows images by default, no numbers', () => {
    const html = renderToStaticMarkup(
      <MultiRedirectHorizontal
        block={testBlock('multi_redirect_horizontal', { items_repeater: items })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).toContain('multi-redirect--image')
    expect(html).not.toContain('01.')
    expect(html).toContain('Visite')
  })
})
