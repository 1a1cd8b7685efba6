import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { RecentlyViewed } from './Component'

describe('recently_viewed block', () => {
  it("shows its title in the visitor's language, French when English is empty", () => {
    const block = testBlock('recently_viewed', {
      main_title: { fr: 'Titre', en: 'Title' },
      description: { fr: 'Texte', en: null },
    })
    expect(renderToStaticMarkup(<RecentlyViewed block={block} ctx={testContext('en')} />)).toContain('Title')
    expect(renderToStaticMarkup(<RecentlyViewed block={block} ctx={testContext('en')} />)).toContain('Texte')
    expect(renderToStaticMarkup(<RecentlyViewed block={block} ctx={testContext('fr')} />)).toContain('Titre')
  })
})
