import type { IconName } from './links'
import type { PropertiesBlock } from '@/payload-types'
import { image } from './block-values'
import type { MediaIds, SeedBlock, SeedSeo, SeedPage } from './types'
import { L, type Bilingual } from './localize'
import { both, link } from './links'

/** Demo content of the property blocks: the home page's featured carousel, the buying page and the advanced search page. */
type Media = MediaIds
type Params = NonNullable<PropertiesBlock['block_params']>
const params = (
  color_scheme: NonNullable<Params['color_scheme']> = 'normal',
  orientation_x?: NonNullable<Params['orientation_x']>,
  core_data?: Record<string, unknown>,
) => ({
  color_scheme,
  ...(orientation_x ? { orientation_x } : {}),
  ...(core_data ? { core_data } : {}),
})
const item = (icon: IconName, fr: string, en: string) => ({ icon: { type: icon }, description: both(fr, en) })
const tag = (fr: string, en: string) => ({ name: both(fr, en) })

export const LAVAL = 'laval'
export const MONTREAL = 'montreal'

export const featuredPropertiesBlock = (m: Media): SeedBlock => ({
  blockType: 'featured_properties',
  main_title: both('Propriétés en vedette', 'Featured properties'),
  cta: link(L('/proprietes', '/properties'), both('Toutes les propriétés', 'All properties'), {
    type: 'button-outline',
    icon: 'arrow-right',
    align: 'right',
  }),
  items: [
    {
      super_title: both('Sainte-Dorothée, Laval', 'Sainte-Dorothée, Laval'),
      main_title: both(
        'Maison de prestige au bord de la rivière des Mille Îles',
        'Prestige home on the Rivière des Mille Îles',
      ),
      sub_title: both(
        'Terrain boisé de 14 000 pi², garage double et cour intérieure',
        'Wooded 14,000 sq. ft. lot, double garage and private courtyard',
      ),
      secondary_title: both('1 249 000 $', '$1,249,000'),
      bg_media: image(m['hero-maison'], 45, 60),
      link: link(
        L(`/proprietes?mun=${LAVAL}&type=maison`, `/properties?mun=${LAVAL}&type=maison`),
        both('Voir les maisons à Laval', 'See houses in Laval'),
        { type: 'button', icon: 'arrow-right', align: 'right' },
      ),
      tags: [tag('Exclusivité', 'Exclusive'), tag('Visite libre dimanche', 'Open house Sunday')],
      list: [
        item('home', '5 chambres', '5 bedrooms'),
        item('key', 'Libre à l’acheteur', 'Vacant on closing'),
        item('map-pin', 'Près de l’autoroute 13', 'Near Highway 13'),
      ],
    },
    {
      super_title: both('Vieux-Terrebonne', 'Old Terrebonne'),
      main_title: both(
        'Cottage rénové à deux pas de l’Île-des-Moulins',
        'Renovated cottage steps from Île-des-Moulins',
      ),
      sub_title: both(
        'Cuisine neuve, sous-sol aménagé et cour clôturée',
        'New kitchen, finished basement and fenced yard',
      ),
      secondary_title: both('619 000 $', '$619,000'),
      bg_media: image(m['rue-laval'], 50, 60),
      link: link(
        L('/proprietes?mun=terrebonne', '/properties?mun=terrebonne'),
        both('Voir les propriétés à Terrebonne', 'See properties in Terrebonne'),
        { type: 'button', icon: 'arrow-right', align: 'right' },
      ),
      tags: [tag('Nouveau', 'New')],
      list: [item('home', '3 chambres', '3 bedrooms'), item('calendar', 'Construit en 1987', 'Built in 1987')],
    },
    {
      super_title: both('Laval-des-Rapides', 'Laval-des-Rapides'),
      main_title: both(
        'Condo lumineux avec vue sur la rivière des Prairies',
        'Bright condo overlooking the Rivière des Prairies',
      ),
      sub_title: both('À cinq minutes à pied du métro Cartier', 'A five-minute walk from Cartier metro station'),
      secondary_title: both('429 000 $', '$429,000'),
      bg_media: image(m['bureau-laval'], 50, 40),
      link: link(
        L(`/proprietes?mun=${LAVAL}&type=condo`, `/properties?mun=${LAVAL}&type=condo`),
        both('Voir les condos à Laval', 'See condos in Laval'),
        { type: 'button', icon: 'arrow-right', align: 'right' },
      ),
      tags: [tag('Construction neuve', 'New build')],
      list: [item('home', '2 chambres', '2 bedrooms'), item('building', '8e étage, ascenseur', '8th floor, elevator')],
    },
  ],
  block_params: params('normal'),
})

const soldMarkers = [
  {
    lat: 45.5581,
    lng: -73.8137,
    main_title: both('Vendu en 9 jours', 'Sold in 9 days'),
    description: both('Maison jumelée, Sainte-Dorothée', 'Semi-detached house, Sainte-Dorothée'),
  },
  {
    lat: 45.6066,
    lng: -73.7124,
    main_title: both('Vendu au-dessus du prix demandé', 'Sold above asking'),
    description: both('Bungalow, Auteuil', 'Bungalow, Auteuil'),
  },
  {
    lat: 45.5523,
    lng: -73.6862,
    main_title: both('Vendu en 14 jours', 'Sold in 14 days'),
    description: both('Condo, Laval-des-Rapides', 'Condo, Laval-des-Rapides'),
  },
  {
    lat: 45.5745,
    lng: -73.7565,
    main_title: both('Vendu en 21 jours', 'Sold in 21 days'),
    description: both('Cottage, Chomedey', 'Cottage, Chomedey'),
  },
]

export const propertyPagesData = (m: Media, seo: (title: Bilingual, description: Bilingual) => SeedSeo): SeedPage[] => [
  {
    title: both('Acheter', 'Buy'),
    path: L('/acheter', '/buy'),
    content: [
      {
        blockType: 'properties',
        main_title: both('Maisons à vendre à Laval', 'Houses for sale in Laval'),
        description: both(
          'Les plus récentes inscriptions de maisons unifamiliales à Laval, mises à jour chaque jour.',
          'The latest single-family house listings in Laval, updated every day.',
        ),
        criteria: { mun: [LAVAL], type: ['maison'], transaction: 'sale', order_by: 'newest', limit: 3 },
        show_see_all: true,
        extra_card: {
          main_title: both('Vous ne trouvez pas la maison idéale?', 'Not finding the perfect house?'),
          description: both(
            'Créez une alerte : je vous envoie les nouvelles inscriptions qui correspondent à vos critères avant tout le monde.',
            'Create an alert: I send you the new listings that match your criteria before everyone else.',
          ),
          cta: link(L('/alerte-immobiliere', '/property-alert'), both('Créer une alerte', 'Create an alert'), {
            type: 'button',
            icon: 'bell',
          }),
        },
        block_params: params('normal'),
      },
      {
        blockType: 'featured_properties',
        main_title: both('Coup de cœur de la semaine', 'Pick of the week'),
        items: [
          {
            super_title: both('Fabreville, Laval', 'Fabreville, Laval'),
            main_title: both(
              'Jumelé lumineux près du parc Cartier-Saint-Vincent',
              'Bright semi-detached near Cartier-Saint-Vincent park',
            ),
            sub_title: both(
              'Trois chambres, cour arrière sans voisin et école primaire à 300 m',
              'Three bedrooms, backyard with no rear neighbours and a primary school 300 m away',
            ),
            secondary_title: both('549 000 $', '$549,000'),
            bg_media: image(m['rue-laval'], 40, 55),
            link: link(
              L(`/proprietes?mun=${LAVAL}`, `/properties?mun=${LAVAL}`),
              both('Voir les propriétés à Laval', 'See properties in Laval'),
              { type: 'button', icon: 'arrow-right', align: 'right' },
            ),
            tags: [tag('Coup de cœur', 'Our pick')],
            list: [item('home', '3 chambres', '3 bedrooms'), item('calendar', 'Construit en 2004', 'Built in 2004')],
          },
        ],
        block_params: params('normal-grey'),
      },
      {
        blockType: 'properties_slider',
        main_title: both('Condos à Montréal', 'Condos in Montreal'),
        criteria: { mun: [MONTREAL], type: ['condo'], order_by: 'newest', limit: 8 },
        block_params: params('normal'),
      },
      {
        blockType: 'recently_viewed',
        main_title: both('Vus récemment', 'Recently viewed'),
        description: both(
          'Les dernières propriétés que vous avez ouvertes, gardées sur cet appareil seulement.',
          'The last properties you opened, kept on this device only.',
        ),
        block_params: params('normal-grey'),
      },
      {
        blockType: 'sold_properties',
        main_title: both('Mes dernières ventes à Laval', 'My latest sales in Laval'),
        description: both(
          'Chaque point est une propriété vendue par mon équipe ou inscrite comme vendue dans le répertoire.',
          'Each dot is a property sold by my team or listed as sold in the directory.',
        ),
        map_markers_color: '#b3261e',
        markers: soldMarkers,
        fill_from_feed: true,
        feed_limit: 100,
        block_params: params('normal', 'full'),
      },
      {
        blockType: 'property_cta',
        centered_image: true,
        image: image(m['portrait-courtiere'], 50, 30),
        main_title: both('Premier achat? Parlons-en', 'First purchase? Let’s talk'),
        description: both(
          'Mise de fonds, préapprobation, inspection, notaire : je vous explique chaque étape, sans jargon et sans frais pour l’acheteur.',
          'Down payment, pre-approval, inspection, notary: I explain each step without jargon, at no cost to the buyer.',
        ),
        cta: link('/contact', both('Prendre rendez-vous', 'Book a meeting'), { type: 'button', icon: 'calendar' }),
        block_params: params('normal'),
      },
    ],
    seo: seo(
      both('Acheter une propriété à Laval', 'Buy a property in Laval'),
      both(
        'Maisons et condos à vendre à Laval et à Montréal, ventes récentes et conseils pour un premier achat.',
        'Houses and condos for sale in Laval and Montreal, recent sales and advice for a first purchase.',
      ),
    ),
  },
  {
    title: both('Recherche avancée', 'Advanced search'),
    path: L('/recherche-avancee', '/advanced-search'),
    content: [
      {
        blockType: 'property_iframe',
        main_title: both('Recherche avancée de propriétés RE/MAX Québec', 'RE/MAX Quebec advanced property search'),
        block_params: params('normal', undefined, {
          iframeUrl: {
            fr: 'https://www.remax-quebec.com/fr/recherche/iframe',
            en: 'https://www.remax-quebec.com/en/search/iframe',
          },
        }),
      },
    ],
    seo: seo(
      both('Recherche avancée de propriétés', 'Advanced property search'),
      both('Cherchez parmi toutes les propriétés inscrites au Québec.', 'Search all the properties listed in Quebec.'),
    ),
  },
]
