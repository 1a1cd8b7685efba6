import type { RichText } from './lexical'
import { richText } from './lexical'
import { L, type Bilingual } from './localize'
import { AGENCY_EMAIL, AGENCY_PHONE } from './agency-chrome'
import { agencyAboutPage, agencyBlogPage, agencyContactPage, agencyHomePage } from './agency-pages-content'
import { both } from './links'
import { peoplePagesData } from './people-content'
import type { MediaIds, SeedData, SeedPage, SeedSeo } from './types'

type Media = MediaIds
const rt = (fr: string | string[], en: string | string[]) => L(richText(...[fr].flat()), richText(...[en].flat()))

/** The demo agency's own site, on agence.localhost (browsers resolve *.localhost to this machine). */
export const agencySiteData = (m: Media): Omit<SeedData<'sites'>, 'franchise_logos'> => ({
  name: 'Immobilier Boréal — Agence',
  site_type: 'agency',
  brand_version: '2',
  site_id: 'agence-boreal',
  microsite_id: 'agence-boreal',
  site_key: 'agence-public-site-key',
  production: false,
  maintenance: false,
  domain_name: 'agence.localhost',
  domains: [{ domain: 'agence.localhost' }],
  contact: { phone_display: AGENCY_PHONE.display, phone_intl: AGENCY_PHONE.intl, email: AGENCY_EMAIL },
  captcha: { site_key: '6LeIxAcTAAAAAJcZVRqyHh4xBMpjsCcw9EY8HT24', version: '2', enterprise: false },
  contact_form: { show_consent: true, contact_name: 'Immobilier Boréal', default_recipient_email: AGENCY_EMAIL },
  favicon: m.favicon,
  head_elements: [],
  // No site tags: the broker site declares the demo's (src/seed/demo-tags.ts); this one shows a site without.
  powered_by: { label: 'Courtier+', url: 'https://example.com/courtier-plus' },
})

/** A warmer theme than the broker site's blue: the agency site is told apart at a glance. */
export const agencyThemeData = {
  preset: 'red',
  colors: [{ name: 'primary', value: '#8a1c1c' }],
  border_radius: { small: '4px', medium: '8px', large: '16px' },
  fonts: { base: null, heading: null },
  color_schemes: [],
} satisfies Omit<SeedData<'theme'>, 'tenant'>

const textPage = (
  key: SeedPage['route_key'],
  path: Bilingual | string,
  title: Bilingual,
  body: Bilingual<RichText>,
): SeedPage => ({
  title,
  path,
  ...(key ? { route_key: key } : {}),
  content: [
    {
      blockType: 'text_blocks',
      main_title: title,
      description: body,
      text_align: 'left',
      block_params: { color_scheme: 'normal' },
    },
  ],
  seo: { title, description: title, robots_index_rule: 'index,follow' },
})

const seo = (title: Bilingual, description: Bilingual): SeedSeo => ({
  title,
  description,
  robots_index_rule: 'index,follow',
})

/** Its own pages, and the agency-wide team, offices and properties pages (every member, office and listing). */
export const agencyPagesData = (m: Media): SeedPage[] => [
  agencyHomePage(m),
  {
    title: both('Propriétés', 'Properties'),
    path: L('/proprietes', '/properties'),
    route_key: 'properties',
    hide_footer: true,
    content: [
      {
        blockType: 'property_search',
        main_title: both('Les propriétés de nos courtiers', 'Our brokers’ properties'),
        block_params: { color_scheme: 'normal' },
      },
    ],
    seo: seo(
      both('Propriétés à vendre et à louer', 'Properties for sale and for rent'),
      both(
        'Toutes les inscriptions des courtiers d’Immobilier Boréal.',
        'Every listing of Immobilier Boréal’s brokers.',
      ),
    ),
  },
  // The listing pages link to it (and its use is a conversion event, issue 28).
  {
    title: both('Calculatrice hypothécaire', 'Mortgage calculator'),
    path: L('/calculatrice-hypothecaire', '/mortgage-calculator'),
    content: [
      {
        blockType: 'mortgage_calculator',
        main_title: both('Calculatrice hypothécaire', 'Mortgage calculator'),
        down_payment_rule: 'in-force',
        block_params: { color_scheme: 'normal' },
      },
    ],
    seo: seo(
      both('Calculatrice hypothécaire', 'Mortgage calculator'),
      both(
        'Estimez vos versements et votre mise de fonds minimale.',
        'Estimate your payments and your minimum down payment.',
      ),
    ),
  },
  ...peoplePagesData(seo, 'agency'),
  agencyAboutPage(m),
  agencyBlogPage(),
  agencyContactPage(m),
  // The footer links to both on every site (spec 1 §2's hard-coded routes).
  textPage(
    'terms',
    L('/conditions-et-utilisation', '/terms-of-use'),
    both('Conditions d’utilisation', 'Terms of use'),
    rt(
      [
        'En utilisant ce site, vous acceptez les présentes conditions. Les renseignements sur les propriétés proviennent de sources jugées fiables, mais leur exactitude n’est pas garantie.',
        'Immobilier Boréal inc. est une agence immobilière titulaire d’un permis délivré par l’OACIQ.',
      ],
      [
        'By using this site you accept these terms. Property information comes from sources deemed reliable, but its accuracy is not guaranteed.',
        'Immobilier Boréal inc. is a real estate agency licensed by the OACIQ.',
      ],
    ),
  ),
  textPage(
    'privacy',
    L('/politique-confidentialite', '/privacy-policy'),
    both('Politique de confidentialité', 'Privacy policy'),
    rt(
      [
        'Conformément à la Loi 25 sur la protection des renseignements personnels, l’agence recueille uniquement les renseignements nécessaires pour répondre à vos demandes, et les transmet au courtier qui vous répond.',
        'Vos renseignements ne sont jamais vendus. Pour les consulter, les corriger ou les supprimer, écrivez à la responsable de la protection des renseignements personnels : info@immobilierboreal.ca.',
      ],
      [
        'In accordance with Quebec’s Law 25 on the protection of personal information, the agency collects only the information needed to answer your requests, and passes it to the broker who answers you.',
        'Your information is never sold. To access, correct or delete it, write to our privacy officer: info@immobilierboreal.ca.',
      ],
    ),
  ),
]

export const agencyRedirectsData = [{ from: '/fr/ancienne-agence', to: '/fr/agence', type: '301' }] satisfies Omit<
  SeedData<'redirects'>,
  'tenant'
>[]
