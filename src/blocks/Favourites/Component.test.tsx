import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { Favourites } from './Component'

describe('favourites block', () => {
  it("shows its title in the visitor's language, French when English is empty", () => {
    const block = testBlock('favourites', {
      main_title: { fr: 'Titre', en: 'Title' },
      description: { fr: 'Texte', en: null },
    })
    expect(renderToStaticMarkup(<Favourites block={block} ctx={testContext('en')} />)).toContain('Title')
    expect(renderToStaticMarkup(<Favourites block={block} ctx={testContext('en')} />)).toContain('Texte')
    expect(renderToStaticMarkup(<Favourites block={block} ctx={testContext('fr')} />)).toContain('Titre')
  })
})
