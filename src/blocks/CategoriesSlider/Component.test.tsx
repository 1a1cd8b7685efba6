import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { CATEGORIES_PER_VIEW, CATEGORY_CARD_MIN_HEIGHTS, CATEGORY_CARD_PADDING } from '@/domain/category-cards'
import { testBlock, testContext } from '../test-context'
import { CategoriesSlider } from './Component'

vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands'))
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }) }))

const card = (fr: string, en: string, count: number) => ({
  main_title: { fr, en },
  property_count: count,
  link: { url: { fr: `/proprietes?type=${fr}`, en: `/properties?type=${fr}` } },
})
const cards = [
  card('maison', 'house', 120),
  card('condo', 'condo', 80),
  card('plex', 'plex', 12),
  card('chalet', 'cottage', 5),
  card('terrain', 'land', 3),
]

describe('categories_slider block', () => {
  it('shows the title, description and every card in a labelled carousel with controls', () => {
    const block = testBlock('categories_slider', {
      main_title: { fr: 'Par type', en: 'By type' },
      description: { fr: 'Choisissez', en: 'Choose' },
      categories_repeater: cards,
    })
    const en = renderToStaticMarkup(<CategoriesSlider block={block} ctx={testContext('en')} />)
    expect(en).toContain('aria-label="By type"')
    expect(en).toContain('Choose')
    expect(en.match(/class="category-card"/g)).toHaveLength(5)
    expect(en).toContain('aria-label="Next"')
    expect(en).toContain('aria-label="5 of 5"')
    expect(en).toContain('120 properties')
    const fr = renderToStaticMarkup(<CategoriesSlider block={block} ctx={testContext('fr')} />)
    expect(fr).toContain('aria-label="Suivant"')
    expect(fr).toContain('120 propriétés')
  })
  it('with a single card shows no controls; without cards or title renders nothing; untitled cards are left out', () => {
    const single = renderToStaticMarkup(
      <CategoriesSlider
        block={testBlock('categories_slider', { categories_repeater: [cards[0], { property_count: 9 }] })}
        ctx={testContext('fr')}
      />,
    )
    expect(single.match(/class="category-card"/g)).toHaveLength(1)
    expect(single).not.toContain('Suivant')
    expect(single).toContain('aria-label="Catégories"')
    expect(
      renderToStaticMarkup(
        <CategoriesSlider
          block={testBlock('categories_slider', { categories_repeater: [] })}
          ctx={testContext('fr')}
        />,
      ),
    ).toBe('')
  })
  it('the stylesheet holds the spec’s min heights, paddings and cards per view (§9)', () => {
    const css = readFileSync(path.join(__dirname, '../../styles/blog-blocks.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
    // The rules at each min-width: 0 for those outside any media query.
    const at = new Map<number, string>([[0, css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, '')]])
    for (const m of css.matchAll(/@media \(min-width: (\d+)px\) \{((?:[^{}]*\{[^}]*\})*)[^{}]*\}/g))
      at.set(Number(m[1]), (at.get(Number(m[1])) ?? '') + m[2])
    const declared = (minWidth: number, selector: string, decl: string) =>
      [...(at.get(minWidth) ?? '').matchAll(/([^{}]+)\{([^}]*)\}/g)].some(
        (r) => r[1].trim() === selector && r[2].split(';').some((d) => d.trim() === decl),
      )
    for (const { minWidth, px } of CATEGORY_CARD_MIN_HEIGHTS)
      expect(declared(minWidth, '.category-card__inner', `min-height: ${px}px`), `${minWidth}px`).toBe(true)
    const { from, wide, narrow } = CATEGORY_CARD_PADDING
    expect(declared(0, '.category-card', `padding: ${narrow.padding}px`)).toBe(true)
    expect(declared(0, '.category-card__body', `padding: ${narrow.inner}px`)).toBe(true)
    expect(declared(from, '.category-card', `padding: ${wide.padding}px`)).toBe(true)
    expect(declared(from, '.category-card__body', `padding: ${wide.inner}px`)).toBe(true)
    for (const { minWidth, cards: n } of CATEGORIES_PER_VIEW) {
      const basis = n === 1 ? '100%' : `calc((100% - ${(n - 1) * (minWidth >= 1200 ? 48 : 24)}px) / ${n})`
      expect(
        declared(minWidth, '.carousel--categories .carousel__slide', `flex-basis: ${basis}`),
        `${minWidth}px`,
      ).toBe(true)
    }
  })
})
