import { params } from './block-values'
import type { MediaIds, SeedPage, SeedBlock } from './types'
import { L, pick } from './localize'
import { both, link } from './links'
import { LAVAL } from './property-pages-content'

/**
 * Demo content of the author, category card and categories slider blocks (issue 13): the blog page
 * ends with its author; the buying page gets a slider of property types (one card without a picture)
 * and a category card for Laval (counts as in the demo listings).
 */
type Media = MediaIds
type Page = SeedPage

const img = (id: number | undefined, x = 50, y = 50) => ({ media: id ?? null, center: { x, y } })
const search = (query: string) => L(`/proprietes?${query}`, `/properties?${query}`)

const author = (m: Media): SeedBlock => ({
  blockType: 'author',
  image: img(m['portrait-courtiere'], 50, 35),
  main_title: both('Isabelle Gagnon', 'Isabelle Gagnon'),
  sub_title: both(
    'Courtière immobilière résidentielle, auteure du blogue',
    'Residential real estate broker, author of the blog',
  ),
  description: both(
    'J’accompagne les acheteurs et les vendeurs de Laval depuis 2009. Chaque mois, je partage ici ce que je vois sur le terrain : les prix, les quartiers, les pièges à éviter et les programmes pour les premiers acheteurs.',
    'I have been helping buyers and sellers in Laval since 2009. Every month I share here what I see in the field: prices, neighbourhoods, pitfalls to avoid and programs for first-time buyers.',
  ),
  icon_links_repeater: [
    {
      icon: { type: 'facebook' },
      link: link('https://www.facebook.com/', both('Isabelle sur Facebook', 'Isabelle on Facebook'), {
        target: '_blank',
      }),
    },
    {
      icon: { type: 'linkedin' },
      link: link('https://www.linkedin.com/', both('Isabelle sur LinkedIn', 'Isabelle on LinkedIn'), {
        target: '_blank',
      }),
    },
    {
      icon: { type: 'instagram' },
      link: link('https://www.instagram.com/', both('Isabelle sur Instagram', 'Isabelle on Instagram'), {
        target: '_blank',
      }),
    },
    {
      icon: { type: 'mail' },
      link: link('mailto:isabelle.gagnon@demo.courtier.local', both('Écrire à Isabelle', 'Email Isabelle')),
    },
  ],
  block_params: params('normal-grey'),
})

type Card = [fr: string, en: string, count: number, query: string, linkFr: string, linkEn: string, image?: string]
const card = (m: Media, [fr, en, count, query, linkFr, linkEn, image]: Card) => ({
  main_title: both(fr, en),
  property_count: count,
  image: img(image ? m[image] : undefined),
  link: link(search(query), both(linkFr, linkEn)),
})

const categoriesSlider = (m: Media): SeedBlock => ({
  blockType: 'categories_slider',
  main_title: both('Explorer par type de propriété', 'Browse by property type'),
  description: both(
    'Maison, condo, plex ou terrain : voyez les inscriptions de chaque type en un clic.',
    'House, condo, plex or land: see the listings of each type in one click.',
  ),
  categories_repeater: (
    [
      ['Maisons', 'Houses', 117, 'type=maison', 'Voir les maisons', 'See the houses', 'hero-maison'],
      ['Condos', 'Condos', 64, 'type=condo', 'Voir les condos', 'See the condos', 'bureau-laval'],
      ['Propriétés à revenus', 'Income properties', 34, 'type=prop', 'Voir les plex', 'See the plexes', 'rue-laval'],
      ['Chalets', 'Cottages', 21, 'type=chalet', 'Voir les chalets', 'See the cottages', 'hero-maison'],
      ['Fermettes', 'Hobby farms', 6, 'type=ferme', 'Voir les fermettes', 'See the hobby farms', 'rue-laval'],
      ['Terrains', 'Land', 18, 'type=terrain', 'Voir les terrains', 'See the land'],
    ] satisfies Card[]
  ).map((c) => card(m, c)),
  block_params: params('normal'),
})

const laval = (m: Media): SeedBlock => ({
  blockType: 'category_card',
  ...card(m, [
    'Toutes les propriétés à Laval',
    'All properties in Laval',
    15,
    `mun=${LAVAL}`,
    'Parcourir les propriétés à Laval',
    'Browse properties in Laval',
    'rue-laval',
  ]),
  block_params: params('normal'),
})

/** The demo pages with the author on the blog page and the category blocks on the buying page. */
export function withBlogBlocks(pages: Page[], m: Media): Page[] {
  const extra: Record<string, (content: SeedBlock[]) => SeedBlock[]> = {
    '/blogue': (content) => [...content, author(m)],
    // After the houses block: the slider of types; the Laval card after the Montreal condos slider.
    '/acheter': (content) => [content[0], categoriesSlider(m), ...content.slice(1, 3), laval(m), ...content.slice(3)],
  }
  return pages.map((p) => (extra[pick(p.path, 'fr')] ? { ...p, content: extra[pick(p.path, 'fr')](p.content) } : p))
}
