import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { MultiRedirectVertical } from './Component'

describe('multi_redirect_vertical block', () => {
  it('stacks the items with the image background colour, in the visitor’s language', () => {
    const block = testBlock('multi_redirect_vertical', {
      items_repeater: [{ main_title: { fr: 'Acheter', en: 'Buy' }, image_bg_color: '#eef3f8' }],
    })
    const en = renderToStaticMarkup(<MultiRedirectVertical block={block} ctx={testContext('en')} />)
    expect(en).toContain('Buy')
    expect(en).toContain('background:#eef3f8')
  })
})
