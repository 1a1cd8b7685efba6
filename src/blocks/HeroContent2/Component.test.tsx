import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeroContent2 } from './Component'

const html = (fields: Parameters<typeof testBlock<'hero_content_2'>>[1], locale: 'fr' | 'en' = 'fr', index = 0) =>
  renderToStaticMarkup(
    <HeroContent2 block={testBlock('hero_content_2', fields)} ctx={testContext(locale, { index })} />,
  )

describe('hero_content_2 block', () => {
  it('is the page heading over its background image, in the visitor language', () => {
    const out = html(
      {
        main_title: { fr: 'Vendre sans stress', en: 'Sell stress-free' },
        bg_media: { media: { url: '/media/a.jpg', width: 1600, height: 900, alt: { fr: 'Maison', en: 'House' } } },
      },
      'en',
    )
    expect(out).toMatch(/<h1[^>]*>Sell stress-free<\/h1>/)
    expect(out).toMatch(/<img[^>]+fetchPriority="high"|<img[^>]+fetchpriority="high"/)
  })
  it('renders cleanly without media nor title', () => {
    const out = html({ main_title: { fr: null, en: null } })
    expect(out).not.toContain('<img')
    expect(out).not.toContain('<h1')
  })
})
