import sharp from 'sharp'
import type { DemoImage } from './images'
import type { HeaderMegamenuBlock, HeaderSupSections } from '@/payload-types'
import { L, type Bilingual, type Localizable } from './localize'
import { both, link } from './links'
import { EMAIL, PHONE, brokerCtas, brokerMenu } from './site-content'
import type { MediaIds, SeedHeader, SeedPage } from './types'

type Media = MediaIds
type Page = SeedPage

/** Two franchise logo sets (brand versions 1 and 2), light and dark: a made-up network, drawn as SVG. */
const badge = (fg: string, bg: string, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect x="4" y="14" width="232" height="92" rx="46" fill="${bg}"/>
  <text x="120" y="72" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${fg}">${text}</text></svg>`

const franchise = {
  'franchise-v1-clair': badge('#ffffff', '#b3261e', 'RÉSEAU'),
  'franchise-v1-sombre': badge('#b3261e', '#ffffff', 'RÉSEAU'),
  'franchise-v2-clair': badge('#ffffff', '#1d4f91', 'RÉSEAU+'),
  'franchise-v2-sombre': badge('#1d4f91', '#ffffff', 'RÉSEAU+'),
}

export const headerImageAlts: Record<string, [string, string]> = Object.fromEntries(
  Object.keys(franchise).map((k) => [k, ['Logo du réseau de franchise', 'Franchise network logo']]),
)

export async function headerImages(): Promise<DemoImage[]> {
  return Promise.all(
    Object.entries(franchise).map(async ([key, svg]) => ({
      key,
      buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
      filename: `${key}.png`,
      mimeType: 'image/png',
    })),
  )
}

/** The site's franchise logo sets; the brand version picks one, shown where a header asks (or on agency sites). */
export const franchiseLogos = (m: Media) => ({
  v1_light: m['franchise-v1-clair'],
  v1_dark: m['franchise-v1-sombre'],
  v2_light: m['franchise-v2-clair'],
  v2_dark: m['franchise-v2-sombre'],
})

const upperStrip: Localizable<HeaderSupSections> = [
  {
    lists: [
      { icon: { type: 'phone' }, link: link(`tel:${PHONE.intl}`, both(PHONE.display, PHONE.display)) },
      { icon: { type: 'mail' }, link: link(`mailto:${EMAIL}`, both(EMAIL, EMAIL)) },
    ],
    links: [
      {
        icon: { type: 'facebook' },
        link: link('https://www.facebook.com/', both('Facebook', 'Facebook'), { target: '_blank' }),
      },
      {
        icon: { type: 'instagram' },
        link: link('https://www.instagram.com/', both('Instagram', 'Instagram'), { target: '_blank' }),
      },
      {
        icon: { type: 'linkedin' },
        link: link('https://www.linkedin.com/', both('LinkedIn', 'LinkedIn'), { target: '_blank' }),
      },
    ],
  },
]

type B = Bilingual
const item = (url: B | string, title: B, description: B, image?: number) => ({
  menu_link: link(url, title),
  featured_image: image,
  main_title: title,
  description,
})
const group = (title: B, items: ReturnType<typeof item>[]) => ({ main_title: title, items })
const entry = (url: B | string, text: B, groups: ReturnType<typeof group>[] = []) => ({
  menu_link: link(url, text),
  groups: groups,
})

const megaMenu = (m: Media): Localizable<HeaderMegamenuBlock['menu_repeater']> => [
  entry('/', both('Accueil', 'Home')),
  entry(L('/proprietes', '/properties'), both('Acheter', 'Buy'), [
    group(both('Trouver', 'Find'), [
      item(
        L('/proprietes', '/properties'),
        both('Propriétés à vendre', 'Properties for sale'),
        both(
          'Toutes les inscriptions de Laval et de la Rive-Nord, sur la carte.',
          'Every listing in Laval and the North Shore, on the map.',
        ),
        m['hero-maison'],
      ),
      item(
        L('/acheter', '/buy'),
        both('Acheter à Laval', 'Buy in Laval'),
        both('Les quartiers, les prix et les propriétés du moment.', 'Neighbourhoods, prices and current listings.'),
        m['rue-laval'],
      ),
      item(
        L('/recherche-avancee', '/advanced-search'),
        both('Recherche avancée', 'Advanced search'),
        both(
          'Filtrez par prix, chambres, type et portes ouvertes.',
          'Filter by price, bedrooms, type and open houses.',
        ),
      ),
    ]),
    group(both('Planifier', 'Plan'), [
      item(
        L('/calculatrice-hypothecaire', '/mortgage-calculator'),
        both('Calculatrice hypothécaire', 'Mortgage calculator'),
        both('Estimez vos versements selon la mise de fonds.', 'Estimate your payments from your down payment.'),
        m['bureau-laval'],
      ),
      item(
        L('/alerte-immobiliere', '/property-alert'),
        both('Alerte immobilière', 'Property alert'),
        both('Recevez les nouvelles propriétés qui vous ressemblent.', 'Get the new listings that fit you.'),
      ),
    ]),
  ]),
  entry(L('/vendre', '/sell'), both('Vendre', 'Sell'), [
    group(both('Vendre avec moi', 'Sell with me'), [
      item(
        L('/vendre-ma-propriete', '/sell-my-property'),
        both('Évaluation gratuite', 'Free valuation'),
        both(
          'La valeur de votre propriété en 48 heures, sans engagement.',
          'Your property’s value within 48 hours, no commitment.',
        ),
        m['rue-laval'],
      ),
      item(
        L('/vendre', '/sell'),
        both('Ma méthode', 'My method'),
        both('Mise en valeur, diffusion et négociation.', 'Staging, marketing and negotiation.'),
        m['hero-maison'],
      ),
      item(
        L('/vendre#etapes', '/sell#steps'),
        both('Les étapes de la vente', 'Steps to selling'),
        both('De la signature du contrat à la remise des clés.', 'From signing the contract to handing over the keys.'),
      ),
    ]),
  ]),
  entry(L('/equipe', '/team'), both('L’équipe', 'The team'), [
    group(both('Qui sommes-nous', 'Who we are'), [
      item(
        L('/equipe', '/team'),
        both('Rencontrez l’équipe', 'Meet the team'),
        both('Deux courtiers, une seule façon de travailler.', 'Two brokers, one way of working.'),
        m['portrait-courtiere'],
      ),
      item(
        L('/a-propos', '/about'),
        both('Mon approche', 'My approach'),
        both('Des transactions à Laval depuis 2009.', 'Deals in Laval since 2009.'),
      ),
      item(
        L('/bureaux', '/offices'),
        both('Nos bureaux', 'Our offices'),
        both('Où nous trouver, sur la carte.', 'Where to find us, on the map.'),
        m['bureau-laval'],
      ),
    ]),
    group(both('Nous lire', 'Read us'), [
      item(
        L('/blogue', '/blog'),
        both('Blogue', 'Blog'),
        both('Conseils pour acheter et vendre.', 'Advice on buying and selling.'),
      ),
      item(
        L('/temoignages', '/testimonials'),
        both('Témoignages', 'Testimonials'),
        both('Ce que nos clients en disent.', 'What our clients say.'),
      ),
    ]),
  ]),
  entry('/contact', both('Contact', 'Contact')),
]

/**
 * The site's other headers (spec 2 "Headers"): a megamenu and an out-of-norm header, both with the
 * upper strip; the site header (classic) stays first. Pages choose one with header_choice.
 */
export function withHeaderVariants(zone: SeedHeader, m: Media): SeedHeader {
  const shared = { logo_image_light: m['logo-clair'], logo_image_dark: m['logo-sombre'], ...brokerCtas }
  return {
    blocks: [
      ...(Array.isArray(zone.blocks) ? zone.blocks : []),
      {
        blockType: 'header_megamenu',
        ...shared,
        logo_multiplier: 1,
        sup_sections_repeater: upperStrip,
        menu_repeater: megaMenu(m),
        block_params: { color_scheme: 'normal' },
      },
      {
        blockType: 'header_out_of_norm',
        ...shared,
        logo_multiplier: 1.25,
        show_remax_logo: true,
        sup_sections_repeater: upperStrip,
        // Same entries as the classic header; its submenu rows are stored as sub_menu (src/blocks/header/fields.ts).
        menu_repeater: brokerMenu.map(({ sub_menu_repeater, ...row }) => ({ ...row, sub_menu: sub_menu_repeater })),
        block_params: { color_scheme: 'normal', orientation_x: 'left' },
      },
    ],
  }
}

/** Demo pages that show the other headers: the team's home (megamenu) and the sellers' landing page (out-of-norm). */
const choices: Record<string, Page['header_choice']> = {
  '/equipe': 'header_megamenu',
  '/vendre-ma-propriete': 'header_out_of_norm',
}

export function withHeaderChoices(pages: Page[]): Page[] {
  return pages.map((p) => {
    const fr = typeof p.path === 'string' ? p.path : p.path.fr
    const choice = fr ? choices[fr] : undefined
    return choice ? { ...p, header_choice: choice } : p
  })
}
