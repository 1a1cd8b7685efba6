import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { CategoryCard } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {} }) }))

const media = {
  id: 1,
  url: '/api/media/file/condo.jpg',
  alt: { fr: 'Un condo', en: 'A condo' },
  width: 1200,
  height: 800,
}
const link = {
  url: { fr: '/proprietes?type=condo', en: '/properties?type=condo' },
  text: { fr: 'Voir les condos', en: 'See condos' },
}

describe('category_card block', () => {
  it('shows its title, the property count in words and a link in the visitor’s language', () => {
    const block = testBlock('category_card', {
      main_title: { fr: 'Condos', en: 'Condos' },
      property_count: 1234,
      image: { media },
      link,
    })
    const en = renderToStaticMarkup(<CategoryCard block={block} ctx={testContext('en')} />)
    expect(en).toContain('1,234 properties')
    expect(en).toContain('href="/en/properties?type=condo"')
    expect(en).toContain('See condos')
    expect(en).toContain('condo.jpg')
    const fr = renderToStaticMarkup(<CategoryCard block={block} ctx={testContext('fr')} />)
    expect(fr).toMatch(/1\s234 propriétés/)
    expect(fr).toContain('href="/fr/proprietes?type=condo"')
    expect(fr).not.toContain('properties')
  })
  it('singular and zero counts; no count when empty; the title names a link without text', () => {
    const one = renderToStaticMarkup(
      <CategoryCard
        block={testBlock('category_card', { main_title: { fr: 'Fermes' }, property_count: 1 })}
        ctx={testContext('fr')}
      />,
    )
    expect(one).toContain('1 propriété<')
    const zero = renderToStaticMarkup(
      <CategoryCard
        block={testBlock('category_card', { main_title: { fr: 'Fermes' }, property_count: 0 })}
        ctx={testContext('en')}
      />,
    )
    expect(zero).toContain('No properties')
    const bare = renderToStaticMarkup(
      <CategoryCard
        block={testBlock('category_card', {
          main_title: { fr: 'Chalets', en: 'Cottages' },
          link: { url: { fr: '/proprietes?type=chalet' } },
        })}
        ctx={testContext('en')}
      />,
    )
    expect(bare).not.toMatch(/propert/i)
    expect(bare).toMatch(/<a [^>]*href="\/en\/proprietes\?type=chalet"[^>]*><span>Cottages<\/span>/)
  })
  it('renders cleanly without image, count or link, and nothing at all when empty', () => {
    const html = renderToStaticMarkup(
      <CategoryCard
        block={testBlock('category_card', { main_title: { fr: 'Terrains' }, image: { media: null } })}
        ctx={testContext('fr')}
      />,
    )
    expect(html).toContain('Terrains')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<a ')
    expect(
      renderToStaticMarkup(<CategoryCard block={testBlock('category_card', {})} ctx={testContext('fr')} />),
    ).not.toContain('category-card__inner')
  })
})
