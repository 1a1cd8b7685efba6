import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { CarouselCards } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))

const card = (n: number) => ({ main_title: { fr: `Étape ${n}`, en: `Step ${n}` } })

describe('carousel_cards block', () => {
  it('numbers the cards by default and shows carousel controls with more than one card', () => {
    const en = renderToStaticMarkup(
      <CarouselCards
        block={testBlock('carousel_cards', { card_repeater: [1, 2, 3, 4].map(card) })}
        ctx={testContext('en')}
      />,
    )
    expect(en).toContain('01.')
    expect(en).toContain('04.')
    expect(en).toContain('Step 4')
    expect(en).toContain('aria-label="Next"')
  })
  it('hides numbers when show_number is off and controls with a single card', () => {
    const fr = renderToStaticMarkup(
      <CarouselCards
        block={testBlock('carousel_cards', { show_number: false, card_repeater: [card(1)] })}
        ctx={testContext('fr')}
      />,
    )
    expect(fr).toContain('Étape 1')
    expect(fr).not.toContain('01.')
    expect(fr).not.toContain('aria-label="Suivant"')
  })
})
