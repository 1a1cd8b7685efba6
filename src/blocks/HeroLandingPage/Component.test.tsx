import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeroLandingPage } from './Component'

const block = testBlock('hero_landing_page', {
  main_title: { fr: 'Vendez au meilleur prix', en: 'Sell at the best price' },
})
const franchise = { light: { url: '/media/franchise.png', width: 200, height: 100, alt: {} }, dark: null }

describe('hero_landing_page block', () => {
  it('titles the form for one person on a broker site, for a group otherwise', () => {
    expect(
      renderToStaticMarkup(<HeroLandingPage block={block} ctx={testContext('fr', { siteType: 'broker' })} />),
    ).toContain('Écrivez-moi')
    expect(
      renderToStaticMarkup(<HeroLandingPage block={block} ctx={testContext('en', { siteType: 'broker' })} />),
    ).toContain('Write to me')
    expect(
      renderToStaticMarkup(<HeroLandingPage block={block} ctx={testContext('fr', { siteType: 'agency' })} />),
    ).toContain('Écrivez-nous')
    expect(
      renderToStaticMarkup(<HeroLandingPage block={block} ctx={testContext('en', { siteType: 'agency' })} />),
    ).toContain('Write to us')
  })
  it('speaks as a group on a team’s site (spec F-04)', () => {
    const fr = renderToStaticMarkup(<HeroLandingPage block={block} ctx={testContext('fr', { siteType: 'team' })} />)
    expect(fr).toContain('Écrivez-nous')
    expect(fr).not.toContain('Écrivez-moi')
    expect(
      renderToStaticMarkup(<HeroLandingPage block={block} ctx={testContext('en', { siteType: 'team' })} />),
    ).toContain('Write to us')
  })
  it('forces the franchise logo on an agency site only', () => {
    expect(
      renderToStaticMarkup(
        <HeroLandingPage block={block} ctx={testContext('fr', { siteType: 'agency', franchise })} />,
      ),
    ).toContain('franchise.png')
    expect(
      renderToStaticMarkup(
        <HeroLandingPage block={block} ctx={testContext('fr', { siteType: 'broker', franchise })} />,
      ),
    ).not.toContain('franchise.png')
  })
})
