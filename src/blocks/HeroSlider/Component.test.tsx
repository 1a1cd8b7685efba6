import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeroSlider } from './Component'

const slide = (id: string, fr: string, en: string) => ({
  id,
  main_title: { fr, en },
  bg_media: { media: { url: '/media/a.jpg', width: 1600, height: 900, alt: { fr: 'Maison', en: 'House' } } },
})

describe('hero_slider block', () => {
  it('with one slide is a plain hero: no carousel, no controls', () => {
    const out = renderToStaticMarkup(
      <HeroSlider
        block={testBlock('hero_slider', { slides_repeater: [slide('a', 'Un', 'One')] })}
        ctx={testContext('en', { index: 0 })}
      />,
    )
    expect(out).toMatch(/<h1[^>]*>One<\/h1>/)
    expect(out).not.toContain('carousel')
    expect(out).not.toContain('<button')
  })
  it('renders nothing when every slide is empty', () => {
    const out = renderToStaticMarkup(
      <HeroSlider
        block={testBlock('hero_slider', { slides_repeater: [{ id: 'x', main_title: { fr: null } }] })}
        ctx={testContext('fr')}
      />,
    )
    expect(out).toBe('')
  })
})
