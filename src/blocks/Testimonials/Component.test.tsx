import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { Testimonials } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

const row = (n: number) => ({
  author_name: { fr: `Client ${n}`, en: `Client ${n}` },
  description: { fr: `Texte ${n}`, en: `Text ${n}` },
})

describe('testimonials block', () => {
  it('shows the first 3 testimonials and a show-more button when there are more', () => {
    const block = testBlock('testimonials', {
      main_title: { fr: 'Témoignages', en: 'Testimonials' },
      testimonials_repeater: [1, 2, 3, 4, 5].map(row),
    })
    const en = renderToStaticMarkup(<Testimonials block={block} ctx={testContext('en')} />)
    expect(en).toContain('Text 3')
    expect(en).not.toContain('Text 4')
    expect(en).toContain('See all testimonials')
    expect(renderToStaticMarkup(<Testimonials block={block} ctx={testContext('fr')} />)).toContain(
      'Voir tous les témoignages',
    )
  })
  it('has no show-more button with 3 testimonials or fewer', () => {
    const block = testBlock('testimonials', { testimonials_repeater: [1, 2, 3].map(row) })
    expect(renderToStaticMarkup(<Testimonials block={block} ctx={testContext('en')} />)).not.toContain(
      'See all testimonials',
    )
  })
})
