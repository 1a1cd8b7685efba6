import type { LinkValue } from '@/payload-types'
import { L, type Bilingual, type Localizable } from './localize'
import { both, link } from './links'
import { demoTags } from './demo-tags'
import type { MediaIds, SeedData, SeedHeader, SeedFooter } from './types'

type Media = MediaIds

export const PHONE = { display: '450 555-0142', intl: '+14505550142' }
export const EMAIL = 'isabelle.gagnon@immobilierboreal.ca'

export const siteData = (m: Media): Omit<SeedData<'sites'>, 'franchise_logos' | 'domains'> => ({
  name: 'Isabelle Gagnon — Immobilier Boréal',
  site_type: 'broker',
  brand_version: '1',
  site_id: 'demo',
  microsite_id: 'demo',
  site_key: 'demo-public-site-key',
  production: false,
  maintenance: false,
  domain_name: 'localhost',
  contact: { phone_display: PHONE.display, phone_intl: PHONE.intl, email: EMAIL },
  // reCAPTCHA's documented public test key (v2, invisible): the demo forms work; the server flags such
  // leads 'test-key' for review. The secret (RECAPTCHA_SECRET) only ever comes from the environment.
  captcha: { site_key: '6LeIxAcTAAAAAJcZVRqyHh4xBMpjsCcw9EY8HT24', version: '2', enterprise: false },
  contact_form: { show_consent: true, contact_name: 'Isabelle Gagnon', default_recipient_email: EMAIL },
  favicon: m.favicon,
  head_elements: [{ tag: 'meta', name: 'author', content: 'Isabelle Gagnon' }],
  tags: demoTags(),
  powered_by: { label: 'Courtier+', url: 'https://example.com/courtier-plus' },
})

type B = Bilingual
type MenuRow = { menu_link: Localizable<LinkValue>; sub_menu_repeater: { menu_link: Localizable<LinkValue> }[] }
const menuItem = (url: B | string, text: B, sub: Array<[B | string, B]> = []): MenuRow => ({
  menu_link: link(url, text),
  sub_menu_repeater: sub.map(([u, t]) => ({ menu_link: link(u, t) })),
})

/** The broker site's menu and calls to action, shared by its three headers (headers-content.ts). */
export const brokerMenu: MenuRow[] = [
  menuItem('/', both('Accueil', 'Home')),
  menuItem(L('/proprietes', '/properties'), both('Propriétés', 'Properties')),
  menuItem(L('/vendre', '/sell'), both('Vendre', 'Sell'), [
    [L('/vendre', '/sell'), both('Vendre avec moi', 'Sell with me')],
    [L('/vendre#etapes', '/sell#steps'), both('Les étapes de la vente', 'Steps to selling')],
    [L('/vendre-ma-propriete', '/sell-my-property'), both('Évaluation gratuite', 'Free valuation')],
  ]),
  menuItem(L('/a-propos', '/about'), both('À propos', 'About'), [
    [L('/a-propos', '/about'), both('Mon approche', 'My approach')],
    [L('/courtiers', '/brokers'), both('Notre équipe', 'Our team')],
    [L('/bureaux', '/offices'), both('Nos bureaux', 'Our offices')],
    [L('/equipe', '/team'), both('Rencontrez l’équipe', 'Meet the team')],
    [L('/blogue', '/blog'), both('Blogue', 'Blog')],
    ['/contact', both('Nous joindre', 'Contact')],
  ]),
]
export const brokerCtas = {
  cta_button: link('/contact', both('Me joindre', 'Contact me'), { type: 'button', icon: 'phone' }),
  cta_sms: link(`sms:${PHONE.intl}`, both('Texto', 'Text me'), { type: 'button-outline', icon: 'message' }),
}

export const headerData = (m: Media): SeedHeader => ({
  blocks: [
    {
      blockType: 'header_classic',
      logo_image_light: m['logo-clair'],
      logo_image_dark: m['logo-sombre'],
      logo_multiplier: 1,
      show_remax_logo: false,
      ...brokerCtas,
      menu_repeater: brokerMenu,
      block_params: { color_scheme: 'normal' },
    },
  ],
})

export const footerData = (m: Media): SeedFooter => ({
  blocks: [
    {
      blockType: 'footer_classic',
      agency: 'Immobilier Boréal inc.',
      all_rights_reserved: both('Tous droits réservés.', 'All rights reserved.'),
      logo_image_light: m['logo-clair'],
      logo_image_dark: m['logo-sombre'],
      description: both(
        'Courtière immobilière résidentielle à Laval et sur la Rive-Nord depuis 2009. Agence immobilière Immobilier Boréal inc.',
        'Residential real estate broker in Laval and the North Shore since 2009. Real estate agency Immobilier Boréal inc.',
      ),
      cta: link('/contact', both('Planifier un appel', 'Book a call'), { type: 'button', icon: 'calendar' }),
      icon_links_repeater: [
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
        {
          icon: { type: 'youtube' },
          link: link('https://www.youtube.com/', both('YouTube', 'YouTube'), { target: '_blank' }),
        },
      ],
      menu_repeater: [
        menuItem('/', both('Navigation', 'Navigation'), [
          ['/', both('Accueil', 'Home')],
          [L('/a-propos', '/about'), both('À propos', 'About')],
          [L('/blogue', '/blog'), both('Blogue', 'Blog')],
        ]),
        menuItem(L('/proprietes', '/properties'), both('Acheter', 'Buy'), [
          [L('/proprietes', '/properties'), both('Propriétés à vendre', 'Properties for sale')],
          [
            L('/proprietes?forSaleForRent=rent', '/properties?forSaleForRent=rent'),
            both('Propriétés à louer', 'Properties for rent'),
          ],
          [L('/acheter', '/buy'), both('Acheter à Laval', 'Buy in Laval')],
          [L('/recherche-avancee', '/advanced-search'), both('Recherche avancée', 'Advanced search')],
        ]),
        menuItem(L('/vendre', '/sell'), both('Vendre', 'Sell'), [
          [L('/vendre', '/sell'), both('Vendre avec moi', 'Sell with me')],
          [L('/vendre#etapes', '/sell#steps'), both('Les étapes', 'The steps')],
        ]),
        menuItem('/contact', both('Contact', 'Contact'), [
          [`tel:${PHONE.intl}`, both(PHONE.display, PHONE.display)],
          [`mailto:${EMAIL}`, both('Courriel', 'Email')],
        ]),
      ],
      block_params: { color_scheme: 'inverted' },
    },
  ],
})

export const themeData = {
  preset: 'blue',
  colors: [],
  border_radius: { small: '20px', medium: '40px', large: '120px' },
  fonts: { base: null, heading: null },
  color_schemes: [],
} satisfies Omit<SeedData<'theme'>, 'tenant'>
