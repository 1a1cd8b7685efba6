import type { MediaIds, SeedPage, SeedSeo, SeedBlock } from './types'
import { AGENCY_EMAIL as EMAIL, AGENCY_PHONE as PHONE } from './agency-chrome'
import { blogPageBlocks } from './blog-content'
import { richText } from './lexical'
import { L, type Bilingual } from './localize'
import { both, cta, link } from './links'
import { image, params, stat } from './block-values'

type Media = MediaIds
const rt = (fr: string[], en: string[]) => L(richText(...fr), richText(...en))
const seo = (title: Bilingual, description: Bilingual): SeedSeo => ({
  title,
  description,
  robots_index_rule: 'index,follow',
})

const agencyFigures: SeedBlock = {
  blockType: 'statistics',
  main_title: both('L’agence en chiffres', 'The agency by the numbers'),
  layout_display: 'variant_2',
  statistics_repeater: [
    stat('25', ['Plus de', 'courtiers résidentiels et commerciaux'], ['Over', 'residential and commercial brokers']),
    stat(
      '4',
      ['Nos', 'bureaux : Laval, Montréal, Québec et Sherbrooke'],
      ['Our', 'offices: Laval, Montreal, Quebec City and Sherbrooke'],
    ),
    stat('1998', ['Depuis', 'au service des familles d’ici'], ['Since', 'serving local families']),
    stat('1 200+', ['Chaque année,', 'transactions conclues'], ['Every year,', 'transactions closed']),
  ],
  block_params: params('normal-grey'),
}

/** The agency's home: who it is, its brokers' latest listings, its figures, and the way to its brokers. */
export const agencyHomePage = (m: Media): SeedPage => ({
  title: both('Immobilier Boréal, agence immobilière', 'Immobilier Boréal, real estate agency'),
  path: '/',
  route_key: 'home',
  content: [
    {
      blockType: 'hero_content_1',
      super_title: both('Agence immobilière au Québec depuis 1998', 'Real estate agency in Quebec since 1998'),
      main_title: both('Immobilier Boréal, agence immobilière', 'Immobilier Boréal, real estate agency'),
      description: rt(
        ['Nos courtiers vous accompagnent à Laval, Montréal, Québec et Sherbrooke, pour acheter, vendre ou louer.'],
        ['Our brokers guide you in Laval, Montreal, Quebec City and Sherbrooke, to buy, sell or rent.'],
      ),
      media: { kind: 'image', image: image(m['rue-laval'], 50, 55) },
      cta_repeater: [
        cta(L('/proprietes', '/properties'), both('Voir les propriétés', 'Browse properties'), { icon: 'search' }),
        cta(L('/courtiers', '/brokers'), both('Trouver un courtier', 'Find a broker'), {
          type: 'button-outline',
          icon: 'arrow-right',
          align: 'right',
        }),
      ],
      block_params: params('normal-grey', 'left'),
    },
    {
      blockType: 'properties_slider',
      main_title: both('Les dernières inscriptions de nos courtiers', 'Our brokers’ latest listings'),
      criteria: { order_by: 'newest', limit: 8 },
      block_params: params('normal'),
    },
    agencyFigures,
    {
      blockType: 'cta',
      main_title: both(
        'Vous vendez? Un de nos courtiers évalue votre propriété',
        'Selling? One of our brokers values your property',
      ),
      description: both(
        'Une évaluation gratuite, fondée sur les ventes récentes de votre secteur.',
        'A free valuation, based on recent sales in your area.',
      ),
      cta: link('/contact', both('Nous joindre', 'Contact us'), { type: 'button', icon: 'phone' }),
      bg_media: image(m['hero-maison']),
      block_params: params('inverted', 'full'),
    },
  ],
  seo: seo(
    both('Immobilier Boréal, agence immobilière à Laval', 'Immobilier Boréal, real estate agency in Laval'),
    both(
      'Les courtiers, les bureaux et les propriétés d’Immobilier Boréal.',
      'Immobilier Boréal’s brokers, offices and properties.',
    ),
  ),
})

/** The agency's story: since when, how it works, and its figures. */
export const agencyAboutPage = (m: Media): SeedPage => ({
  title: both('Notre agence', 'Our agency'),
  path: L('/agence', '/agency'),
  content: [
    {
      blockType: 'image_text',
      super_title: both('Depuis 1998', 'Since 1998'),
      main_title: both('Notre agence', 'Our agency'),
      description: rt(
        [
          'Une équipe de courtiers depuis 1998, née à Laval et présente aujourd’hui dans quatre bureaux, de Laval à Sherbrooke.',
          'Chaque courtier connaît son secteur rue par rue; l’agence lui donne les outils, la formation et le soutien pour bien vous servir.',
        ],
        [
          'A team of brokers since 1998, born in Laval and now in four offices, from Laval to Sherbrooke.',
          'Each broker knows their area street by street; the agency gives them the tools, the training and the support to serve you well.',
        ],
      ),
      image: image(m['bureau-laval']),
      cta_repeater: [
        cta(L('/courtiers', '/brokers'), both('Rencontrer nos courtiers', 'Meet our brokers'), {
          type: 'link',
          icon: 'arrow-right',
          align: 'right',
        }),
      ],
      block_params: params('normal', 'left'),
    },
    {
      blockType: 'list',
      main_title: both('Ce qui nous distingue', 'What sets us apart'),
      ordered: false,
      list_items_repeater: [
        {
          main_title: both('Des courtiers d’ici', 'Local brokers'),
          description: both(
            'Ils vivent dans les quartiers où ils vendent.',
            'They live in the neighbourhoods where they sell.',
          ),
        },
        {
          main_title: both('Une seule équipe', 'One team'),
          description: both(
            'Vos demandes vont au courtier de votre secteur, en moins d’un jour ouvrable.',
            'Your requests go to the broker of your area, within one business day.',
          ),
        },
        {
          main_title: both('En français et en anglais', 'In French and in English'),
          description: both(
            `Écrivez-nous à ${EMAIL} ou appelez au ${PHONE.display}.`,
            `Write to us at ${EMAIL} or call ${PHONE.display}.`,
          ),
        },
      ],
      block_params: params('normal'),
    },
    agencyFigures,
  ],
  seo: seo(
    both('Notre agence', 'Our agency'),
    both(
      'Immobilier Boréal, une équipe de courtiers à Laval depuis 1998.',
      'Immobilier Boréal, a team of brokers in Laval since 1998.',
    ),
  ),
})

const hours = both('Du lundi au vendredi, de 9 h à 17 h', 'Monday to Friday, 9 a.m. to 5 p.m.')

/** The agency's contact page: its phone, e-mail and head office, and the contact form (leads go to the site's default recipient). */
export const agencyContactPage = (m: Media): SeedPage => ({
  title: both('Joindre l’agence', 'Contact the agency'),
  path: '/contact',
  route_key: 'contact',
  content: [
    {
      blockType: 'contact_infos',
      main_title: both('Joindre l’agence', 'Contact the agency'),
      description: both(
        'Notre équipe vous dirige vers le bon courtier, en français comme en anglais.',
        'Our team puts you in touch with the right broker, in French or in English.',
      ),
      image: { media: m['bureau-laval'], center: { x: 50, y: 50 } },
      items: [
        {
          main_title: both('Téléphone', 'Phone'),
          description: hours,
          icon_links_repeater: [
            { icon: { type: 'phone' }, link: link(`tel:${PHONE.intl}`, both(PHONE.display, PHONE.display)) },
          ],
        },
        {
          main_title: both('Courriel', 'Email'),
          description: both(`Écrivez-nous à ${EMAIL}`, `Write to us at ${EMAIL}`),
          icon_links_repeater: [{ icon: { type: 'mail' }, link: link(`mailto:${EMAIL}`, both(EMAIL, EMAIL)) }],
        },
        {
          main_title: both('Siège social', 'Head office'),
          description: both(
            '3080, boulevard Le Carrefour, bureau 200, Laval (Québec) H7T 2K9',
            '3080 Le Carrefour Boulevard, Suite 200, Laval, Quebec H7T 2K9',
          ),
          icon_links_repeater: [],
        },
      ],
      cta_repeater: [],
      block_params: { color_scheme: 'normal', orientation_x: 'left' },
    },
    {
      blockType: 'contact_form',
      broker_name: 'Immobilier Boréal',
      broker_subtitle: both('Agence immobilière', 'Real estate agency'),
      broker_under_subtitle: both('Laval, Montréal, Québec, Sherbrooke', 'Laval, Montreal, Quebec City, Sherbrooke'),
      main_title: both('Écrivez-nous', 'Write to us'),
      items: [
        {
          main_title: both('Réponse rapide', 'Quick answer'),
          description: both(
            'Un courtier vous répond en moins d’un jour ouvrable.',
            'A broker answers within one business day.',
          ),
          icon_links_repeater: [],
        },
      ],
      block_params: { color_scheme: 'normal-grey', orientation_x: 'full' },
    },
  ],
  seo: {
    title: both('Joindre l’agence', 'Contact the agency'),
    description: both(
      'Joignez Immobilier Boréal, agence immobilière à Laval.',
      'Reach Immobilier Boréal, real estate agency in Laval.',
    ),
    robots_index_rule: 'index,follow',
  },
})

/** The agency's blog: the articles its brokers write (articles are shared by every site of the deployment). */
export const agencyBlogPage = (): SeedPage => ({
  title: both('Blogue', 'Blog'),
  path: L('/blogue', '/blog'),
  route_key: 'blog',
  content: blogPageBlocks,
  seo: seo(
    both('Le blogue de nos courtiers', 'Our brokers’ blog'),
    both(
      'Conseils et tendances du marché immobilier, par les courtiers d’Immobilier Boréal.',
      'Real estate advice and market trends, by Immobilier Boréal’s brokers.',
    ),
  ),
})
