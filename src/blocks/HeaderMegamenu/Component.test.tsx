import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { testBlock, testContext } from '../test-context'
import { HeaderMegamenu } from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch() {}, push() {} }), usePathname: () => '/fr' }))

const t = (fr: string, en: string) => ({ fr, en })
const link = (url: string, fr: string, en: string) => ({ url: { fr: url }, text: t(fr, en) })
const photo = { id: 1, url: '/media/maison.jpg', width: 1600, height: 900, alt: t('Maison', 'House') }

const block = testBlock('header_megamenu', {
  menu_repeater: [
    { id: 'home', menu_link: link('/', 'Accueil', 'Home') },
    {
      id: 'buy',
      menu_link: link('/proprietes', 'Acheter', 'Buy'),
      groups: [
        {
          id: 'find',
          main_title: t('Trouver', 'Find'),
          items: [
            {
              id: 'a',
              menu_link: link('/proprietes', 'Propriétés', 'Properties'),
              featured_image: photo,
              main_title: t('Propriétés à vendre', 'Properties for sale'),
              description: t('Toutes les inscriptions.', 'Every listing.'),
            },
            { id: 'b', menu_link: link('/recherche-avancee', 'Recherche avancée', 'Advanced search') },
            { id: 'c', menu_link: { url: { fr: '/vide' } } },
          ],
        },
        { id: 'empty', main_title: t('Vide', 'Empty'), items: [] },
      ],
    },
  ],
  sup_sections_repeater: [
    {
      lists: [{ icon: { type: 'phone' as const }, link: link('tel:+14505550142', '450 555-0142', '450 555-0142') }],
      links: [
        {
          icon: { type: 'facebook' as const },
          link: { ...link('https://www.facebook.com/', 'Facebook', 'Facebook'), target: '_blank' as const },
        },
      ],
    },
  ],
})

describe('header_megamenu block', () => {
  it('renders each group with its items: image, title and description, in the visitor language', () => {
    const en = renderToStaticMarkup(<HeaderMegamenu block={block} ctx={testContext('en')} />)
    expect(en).toContain('class="site-header site-header--megamenu')
    expect(en).toContain('aria-controls="mega-buy"')
    expect(en).toContain('>Find</p>')
    expect(en).toContain('Properties for sale')
    expect(en).toContain('Every listing.')
    expect(en).toContain('href="/en/proprietes"')
    // An item without main_title takes its link text; one without any text is left out; so is an empty group.
    expect(en).toContain('Advanced search')
    expect(en).not.toContain('/en/vide')
    expect(en).not.toContain('Empty')
    expect(en.match(/class="mega-item__img"/g)).toHaveLength(1)
    const fr = renderToStaticMarkup(<HeaderMegamenu block={block} ctx={testContext('fr')} />)
    expect(fr).toContain('Propriétés à vendre')
    expect(fr).toContain('>Trouver</p>')
    expect(fr).not.toContain('Properties for sale')
  })

  it('shows the upper strip: visible text for icon lists, an accessible name for icon-only links', () => {
    const fr = renderToStaticMarkup(<HeaderMegamenu block={block} ctx={testContext('fr')} />)
    expect(fr).toContain('href="tel:+14505550142"')
    expect(fr).toMatch(/class="visually-hidden">Facebook</)
    expect(fr).toContain('(s’ouvre dans un nouvel onglet)')
  })

  it('renders without menu, logo or strip (site name as the logo, no empty panel)', () => {
    const out = renderToStaticMarkup(
      <HeaderMegamenu block={testBlock('header_megamenu', {})} ctx={testContext('fr')} />,
    )
    expect(out).toContain('site-header__logo-text')
    expect(out).not.toContain('mega-panel')
    expect(out).not.toContain('header-upper')
  })
})
