import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { MediasCarousel } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

const slide = (n: number) => ({
  main_title: { fr: `Photo ${n}`, en: `Picture ${n}` },
  media: { kind: 'image' as const, image: { media: { url: `/m/${n}.jpg`, alt: { fr: 'a', en: 'a' } } } },
})

describe('medias_carousel block', () => {
  it('autoplays with a pause button when it has several slides', () => {
    const en = renderToStaticMarkup(
      <MediasCarousel
        block={testBlock('medias_carousel', { medias_repeater: [slide(1), slide(2)] })}
        ctx={testContext('en')}
      />,
    )
    expect(en).toContain('Picture 2')
    expect(en).toContain('Pause autoplay')
  })
  it('shows no controls with one slide and skips slides without media', () => {
    const fr = renderToStaticMarkup(
      <MediasCarousel
        block={testBlock('medias_carousel', {
          medias_repeater: [slide(1), { main_title: { fr: 'Vide', en: 'Empty' } }],
        })}
        ctx={testContext('fr')}
      />,
    )
    expect(fr).toContain('Photo 1')
    expect(fr).not.toContain('Vide')
    expect(fr).not.toContain('Mettre le défilement en pause')
  })
})
