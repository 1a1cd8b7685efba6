import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeroCta } from './Component'

describe('hero_cta block', () => {
  it('shows title, sub-title and under-sub-title in the visitor language, bottom-aligned when asked', () => {
    const block = testBlock('hero_cta', {
      align_y: 'bottom',
      main_title: { fr: 'Prêt à vendre?', en: 'Ready to sell?' },
      sub_title: { fr: 'Évaluation gratuite', en: 'Free valuation' },
      under_sub_title: { fr: 'Sans engagement', en: 'No commitment' },
    })
    const en = renderToStaticMarkup(<HeroCta block={block} ctx={testContext('en')} />)
    expect(en).toContain('Ready to sell?')
    expect(en).toContain('Free valuation')
    expect(en).toContain('No commitment')
    expect(en).toContain('data-align-y="bottom"')
    // server-rendered visible: the fade waits for JavaScript to know the block is below the fold
    expect(en).toContain('data-in-view="true"')
    expect(renderToStaticMarkup(<HeroCta block={block} ctx={testContext('fr')} />)).toContain('Prêt à vendre?')
  })
  it('leaves out the logo and empty lines when missing', () => {
    const out = renderToStaticMarkup(
      <HeroCta block={testBlock('hero_cta', { main_title: { fr: 'Titre' } })} ctx={testContext('fr')} />,
    )
    expect(out).not.toContain('<img')
    expect(out).not.toContain('hero-cta__sub')
  })
})
