import type { MediaIds, SeedHeader, SeedFooter } from './types'
import { L, type Bilingual } from './localize'
import { both, link } from './links'

type Media = MediaIds
export const AGENCY_PHONE = { display: '450 555-0100', intl: '+14505550100' }
export const AGENCY_EMAIL = 'info@immobilierboreal.ca'

const item = (url: Bilingual | string, text: Bilingual, sub: Array<[Bilingual | string, Bilingual]> = []) => ({
  menu_link: link(url, text),
  sub_menu_repeater: sub.map(([u, t]) => ({ menu_link: link(u, t) })),
})

/** The agency's header: its own logo (the way home), its pages only, and "contact us" (the agency speaks as "we"). */
export const agencyHeaderData = (m: Media): SeedHeader => ({
  blocks: [
    {
      blockType: 'header_classic',
      logo_image_light: m['logo-agence-clair'],
      logo_image_dark: m['logo-agence-sombre'],
      logo_multiplier: 1,
      show_remax_logo: false,
      cta_button: link('/contact', both('Nous joindre', 'Contact us'), { type: 'button', icon: 'phone' }),
      menu_repeater: [
        item(L('/proprietes', '/properties'), both('Propriétés', 'Properties')),
        item(L('/courtiers', '/brokers'), both('Courtiers', 'Brokers')),
        item(L('/bureaux', '/offices'), both('Bureaux', 'Offices')),
        item(L('/agence', '/agency'), both('L’agence', 'The agency')),
      ],
      block_params: { color_scheme: 'normal' },
    },
  ],
})

/** The agency's footer: its description, its pages, its own phone and e-mail. */
export const agencyFooterData = (m: Media): SeedFooter => ({
  blocks: [
    {
      blockType: 'footer_classic',
      agency: 'Immobilier Boréal inc.',
      all_rights_reserved: both('Tous droits réservés.', 'All rights reserved.'),
      logo_image_light: m['logo-agence-clair'],
      logo_image_dark: m['logo-agence-sombre'],
      description: both(
        'Agence immobilière née à Laval en 1998 : des courtiers résidentiels et commerciaux dans quatre bureaux, de Laval à Sherbrooke.',
        'Real estate agency founded in Laval in 1998: residential and commercial brokers in four offices, from Laval to Sherbrooke.',
      ),
      cta: link('/contact', both('Nous écrire', 'Write to us'), { type: 'button', icon: 'mail' }),
      icon_links_repeater: [
        {
          icon: { type: 'facebook' },
          link: link('https://www.facebook.com/', both('Facebook', 'Facebook'), { target: '_blank' }),
        },
        {
          icon: { type: 'linkedin' },
          link: link('https://www.linkedin.com/', both('LinkedIn', 'LinkedIn'), { target: '_blank' }),
        },
      ],
      menu_repeater: [
        item('/', both('L’agence', 'The agency'), [
          ['/', both('Accueil', 'Home')],
          [L('/agence', '/agency'), both('Notre histoire', 'Our story')],
          [L('/courtiers', '/brokers'), both('Nos courtiers', 'Our brokers')],
          [L('/bureaux', '/offices'), both('Nos bureaux', 'Our offices')],
          [L('/blogue', '/blog'), both('Blogue', 'Blog')],
        ]),
        item(L('/proprietes', '/properties'), both('Propriétés', 'Properties'), [
          [L('/proprietes', '/properties'), both('À vendre', 'For sale')],
          [L('/proprietes?forSaleForRent=rent', '/properties?forSaleForRent=rent'), both('À louer', 'For rent')],
        ]),
        item('/contact', both('Contact', 'Contact'), [
          [`tel:${AGENCY_PHONE.intl}`, both(AGENCY_PHONE.display, AGENCY_PHONE.display)],
          [`mailto:${AGENCY_EMAIL}`, both('Courriel', 'Email')],
        ]),
      ],
      block_params: { color_scheme: 'inverted' },
    },
  ],
})
