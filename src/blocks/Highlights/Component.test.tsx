import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { Highlights } from './Component'

describe('highlights block', () => {
  it('shows the title and each highlighted point in the visitor’s language', () => {
    const block = testBlock('highlights', {
      main_title: { fr: 'Pourquoi moi', en: 'Why me' },
      highlights_repeater: [
        { main_title: { fr: 'Disponible', en: 'Available' }, description: { fr: '7 jours sur 7', en: null } },
      ],
    })
    const en = renderToStaticMarkup(<Highlights block={block} ctx={testContext('en')} />)
    expect(en).toContain('Why me')
    expect(en).toContain('Available')
    expect(en).toContain('7 jours sur 7')
  })
})
