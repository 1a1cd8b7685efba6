import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { TestimonialsSlider } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

describe('testimonials_slider block', () => {
  it('clamps cards at 10 lines, on their own colours, in the visitor’s language', () => {
    const block = testBlock('testimonials_slider', {
      main_title: { fr: 'Ils m’ont fait confiance', en: 'They trusted me' },
      testimonials_repeater: [
        {
          author_name: { fr: 'Léa', en: 'Léa' },
          description: { fr: 'Merci!', en: 'Thanks!' },
          bg_color_primary: '#123456',
          text_color: '#ffffff',
        },
      ],
    })
    const en = renderToStaticMarkup(<TestimonialsSlider block={block} ctx={testContext('en')} />)
    expect(en).toContain('They trusted me')
    expect(en).toContain('Thanks!')
    expect(en).toContain('--clamp-lines:10')
    expect(en).toContain('background:#123456')
    expect(en).not.toContain('aria-label="Next"')
  })
})
