import type { MediaIds, SeedPage, SeedSeo } from './types'
import { richText, type RichText } from './lexical'
import { L, type Bilingual } from './localize'
import { both, cta, link } from './links'
import { featuredPropertiesBlock, propertyPagesData } from './property-pages-content'
import { peoplePagesData } from './people-content'
import { blogPageBlocks, homeBlogGrid } from './blog-content'
import { EMAIL, PHONE } from './site-content'
import { params, image } from './block-values'
import type { SeedData } from './types'

type Media = MediaIds
const rt = (fr: string[], en: string[]) => L(richText(...fr), richText(...en))

const seo = (title: Bilingual, description: Bilingual, m: Media): SeedSeo => ({
  title,
  description,
  og_title: title,
  og_description: description,
  og_image: m['hero-maison'],
  robots_index_rule: 'index,follow',
})

const textPage = (
  key: SeedPage['route_key'],
  path: Bilingual,
  title: Bilingual,
  body: Bilingual<RichText>,
  m: Media,
): SeedPage => ({
  title,
  path,
  route_key: key,
  content: [
    { blockType: 'text_blocks', main_title: title, description: body, text_align: 'left', block_params: params() },
  ],
  seo: seo(title, title, m),
})

export const pagesData = (m: Media): SeedPage[] => [
  {
    title: both('Accueil', 'Home'),
    path: '/',
    route_key: 'home',
    content: [
      {
        blockType: 'hero_content_1',
        super_title: both('Courtière immobilière à Laval', 'Real estate broker in Laval'),
        main_title: both('Votre prochain chez-vous, sans détour', 'Your next home, without the detours'),
        description: rt(
          [
            'Achat, vente ou location sur la Rive-Nord : je vous accompagne de la première visite jusqu’à la remise des clés.',
          ],
          [
            'Buying, selling or renting on the North Shore: I am with you from the first visit to the handing over of the keys.',
          ],
        ),
        media: { kind: 'image', image: image(m['hero-maison'], 45, 60) },
        cta_repeater: [
          cta(L('/proprietes', '/properties'), both('Voir les propriétés', 'Browse properties'), { icon: 'search' }),
          cta('/contact', both('Obtenir une évaluation', 'Get a valuation'), {
            type: 'button-outline',
            icon: 'arrow-right',
            align: 'right',
          }),
        ],
        block_params: params('normal-grey', 'left'),
      },
      {
        blockType: 'hero_search_bar',
        main_title: both('Trouvez la propriété qui vous ressemble', 'Find the property that suits you'),
        sub_title: both(
          'Cherchez parmi les propriétés à vendre et à louer partout au Québec.',
          'Search properties for sale and for rent across Quebec.',
        ),
        bg_media: image(m['rue-laval']),
        search_tabs_repeater: [
          {
            tab_icon: { type: 'calculator' },
            tab_title: both('Évaluer ma propriété', 'Value my property'),
            content_icon: { type: 'home' },
            description: both(
              'Combien vaut votre propriété? Recevez une évaluation gratuite fondée sur les ventes récentes de votre secteur.',
              'What is your property worth? Get a free valuation based on recent sales in your area.',
            ),
            cta: link('/contact', both('Demander une évaluation', 'Request a valuation'), {
              type: 'button',
              icon: 'arrow-right',
              align: 'right',
            }),
          },
        ],
        block_params: params('inverted'),
      },
      featuredPropertiesBlock(m),
      {
        blockType: 'image_text',
        super_title: both('Mon approche', 'My approach'),
        main_title: both(
          'Depuis 2009, je connais chaque rue de Laval',
          'Since 2009, I have known every street in Laval',
        ),
        description: rt(
          [
            'De Sainte-Dorothée à Auteuil, je connais les écoles, les parcs et les projets qui font grimper la valeur d’un quartier.',
            'Je vous donne l’heure juste sur le prix, la mise en marché et les délais, chiffres à l’appui.',
          ],
          [
            'From Sainte-Dorothée to Auteuil, I know the schools, the parks and the projects that raise a neighbourhood’s value.',
            'I tell you the truth about price, marketing and timelines, with the figures to back it up.',
          ],
        ),
        image: image(m['portrait-courtiere']),
        cta_repeater: [
          cta(L('/a-propos', '/about'), both('Mieux me connaître', 'Get to know me'), {
            type: 'link',
            icon: 'arrow-right',
            align: 'right',
          }),
        ],
        block_params: params('normal', 'left'),
      },
      {
        blockType: 'list',
        main_title: both('Vendre en quatre étapes', 'Selling in four steps'),
        ordered: true,
        list_items_repeater: [
          {
            main_title: both('Évaluation gratuite', 'Free valuation'),
            description: both(
              'Une analyse comparative du marché de votre secteur, remise en 48 heures.',
              'A comparative market analysis of your area, delivered within 48 hours.',
            ),
          },
          {
            main_title: both('Mise en valeur', 'Staging'),
            description: both(
              'Photos professionnelles, visite virtuelle et conseils de préparation.',
              'Professional photos, a virtual tour and preparation advice.',
            ),
          },
          {
            main_title: both('Mise en marché', 'Marketing'),
            description: both(
              'Inscription Centris, réseaux sociaux et visites libres ciblées.',
              'Centris listing, social media and targeted open houses.',
            ),
          },
          {
            main_title: both('Négociation et signature', 'Negotiation and closing'),
            description: both(
              'Je négocie pour vous et coordonne le notaire jusqu’à la vente.',
              'I negotiate for you and coordinate with the notary until the sale closes.',
            ),
          },
        ],
        block_params: params('normal'),
      },
      {
        blockType: 'qa_accordion',
        main_title: both('Questions fréquentes', 'Frequently asked questions'),
        items: [
          {
            icon: { type: 'calculator' },
            main_title: both('Combien vaut ma maison?', 'How much is my home worth?'),
            description: rt(
              [
                'Je prépare une évaluation fondée sur les ventes récentes de votre rue et de votre quartier, sans frais ni engagement.',
              ],
              [
                'I prepare a valuation based on recent sales on your street and in your neighbourhood, free and with no obligation.',
              ],
            ),
          },
          {
            icon: { type: 'key' },
            main_title: both('Quelle mise de fonds me faut-il?', 'How much down payment do I need?'),
            description: rt(
              [
                'Au Canada, la mise de fonds minimale est de 5 % sur les premiers 500 000 $ et de 10 % sur la portion suivante, jusqu’à 1,5 M$.',
              ],
              [
                'In Canada the minimum down payment is 5% of the first $500,000 and 10% of the portion above it, up to $1.5M.',
              ],
            ),
          },
          {
            icon: { type: 'clock' },
            main_title: both('Combien de temps pour vendre?', 'How long does it take to sell?'),
            description: rt(
              ['À Laval, une propriété bien positionnée se vend en moyenne en 30 à 45 jours.'],
              ['In Laval, a well-priced property sells in 30 to 45 days on average.'],
            ),
          },
        ],
        block_params: params('normal-grey'),
      },
      homeBlogGrid,
      {
        blockType: 'cta',
        main_title: both('Parlons de votre projet', 'Let’s talk about your project'),
        description: both(
          'Un appel de 15 minutes pour faire le point, sans engagement.',
          'A 15-minute call to take stock, with no obligation.',
        ),
        cta: link('/contact', both('Me joindre', 'Contact me'), { type: 'button', icon: 'phone' }),
        bg_media: image(m['rue-laval']),
        block_params: params('inverted', 'full'),
      },
    ],
    seo: seo(
      both('Isabelle Gagnon, courtière immobilière à Laval', 'Isabelle Gagnon, real estate broker in Laval'),
      both(
        'Achat, vente et évaluation de propriétés à Laval et sur la Rive-Nord.',
        'Buying, selling and valuing properties in Laval and on the North Shore.',
      ),
      m,
    ),
  },
  {
    title: both('Nous joindre', 'Contact'),
    path: '/contact',
    route_key: 'contact',
    content: [
      {
        blockType: 'contact_infos',
        main_title: both('Nous joindre', 'Contact us'),
        description: both(
          'Je réponds en moins d’un jour ouvrable, en français comme en anglais.',
          'I answer within one business day, in French or in English.',
        ),
        image: image(m['bureau-laval']),
        items: [
          {
            main_title: both('Téléphone', 'Phone'),
            description: both('Du lundi au samedi, de 8 h à 20 h', 'Monday to Saturday, 8 a.m. to 8 p.m.'),
            icon_links_repeater: [
              { icon: { type: 'phone' }, link: link(`tel:${PHONE.intl}`, both(PHONE.display, PHONE.display)) },
            ],
          },
          {
            main_title: both('Courriel', 'Email'),
            description: both(`Écrivez-moi à ${EMAIL}`, `Write to me at ${EMAIL}`),
            icon_links_repeater: [{ icon: { type: 'mail' }, link: link(`mailto:${EMAIL}`, both(EMAIL, EMAIL)) }],
          },
          {
            main_title: both('Bureau', 'Office'),
            description: both(
              '3080, boulevard Le Carrefour, bureau 200, Laval (Québec) H7T 2K9',
              '3080 Le Carrefour Boulevard, Suite 200, Laval, Quebec H7T 2K9',
            ),
            icon_links_repeater: [
              {
                icon: { type: 'map-pin' },
                link: link(
                  'https://www.google.com/maps/dir/?api=1&destination=3080+boulevard+Le+Carrefour+Laval',
                  both('Itinéraire', 'Directions'),
                  { target: '_blank' },
                ),
              },
            ],
          },
        ],
        cta_repeater: [],
        block_params: params('normal', 'left'),
      },
      {
        blockType: 'contact_form',
        broker_avatar: image(m['portrait-courtiere'], 50, 30),
        broker_name: 'Isabelle Gagnon',
        broker_subtitle: both('Courtière immobilière résidentielle', 'Residential real estate broker'),
        broker_under_subtitle: both('Immobilier Boréal inc.', 'Immobilier Boréal inc.'),
        main_title: both('Écrivez-moi', 'Write to me'),
        items: [
          {
            main_title: both('Réponse rapide', 'Quick answer'),
            description: both('Je vous réponds en moins d’un jour ouvrable.', 'I answer within one business day.'),
            icon_links_repeater: [],
          },
          {
            main_title: both('Téléphone', 'Phone'),
            description: both('Du lundi au samedi, de 8 h à 20 h', 'Monday to Saturday, 8 a.m. to 8 p.m.'),
            icon_links_repeater: [
              { icon: { type: 'phone' }, link: link(`tel:${PHONE.intl}`, both(PHONE.display, PHONE.display)) },
            ],
          },
        ],
        block_params: params('normal-grey', 'full'),
      },
    ],
    seo: seo(
      both('Nous joindre', 'Contact'),
      both(
        'Joignez Isabelle Gagnon, courtière immobilière à Laval.',
        'Reach Isabelle Gagnon, real estate broker in Laval.',
      ),
      m,
    ),
  },
  {
    title: both('Propriétés', 'Properties'),
    path: L('/proprietes', '/properties'),
    route_key: 'properties',
    hide_footer: true,
    content: [
      {
        blockType: 'property_search',
        main_title: both('Propriétés à vendre et à louer', 'Properties for sale and for rent'),
        block_params: params('normal'),
      },
    ],
    seo: seo(
      both('Propriétés à vendre à Laval', 'Properties for sale in Laval'),
      both(
        'Recherchez les propriétés à vendre et à louer sur la Rive-Nord.',
        'Search properties for sale and for rent on the North Shore.',
      ),
      m,
    ),
  },
  ...propertyPagesData(m, (title, description) => seo(title, description, m)),
  ...peoplePagesData((title, description) => seo(title, description, m), 'broker'),
  {
    title: both('Vendre', 'Sell'),
    path: L('/vendre', '/sell'),
    content: [
      {
        blockType: 'text_blocks',
        super_title: both('Vendre avec moi', 'Sell with me'),
        main_title: both('Le bon prix, au bon moment', 'The right price, at the right time'),
        description: rt(
          [
            'Chaque vente commence par une évaluation honnête. Je compare votre propriété aux ventes des six derniers mois et vous propose une stratégie de prix claire.',
            '- Photos et visite virtuelle professionnelles\n- Diffusion sur Centris et les réseaux sociaux\n- Rapport hebdomadaire des visites et des commentaires',
          ],
          [
            'Every sale starts with an honest valuation. I compare your property with sales from the last six months and propose a clear pricing strategy.',
            '- Professional photos and virtual tour\n- Listing on Centris and social media\n- Weekly report of visits and feedback',
          ],
        ),
        cta: link('/contact', both('Demander une évaluation', 'Request a valuation'), {
          type: 'button',
          icon: 'arrow-right',
          align: 'right',
        }),
        text_align: 'left',
        block_params: params('normal'),
      },
      {
        blockType: 'property_valuation_form',
        main_title: both('Combien vaut votre propriété?', 'How much is your property worth?'),
        description: both(
          'Sept questions, deux minutes : je vous remets une évaluation gratuite en 48 heures.',
          'Seven questions, two minutes: I send you a free valuation within 48 hours.',
        ),
        block_params: params('normal-grey'),
      },
    ],
    seo: seo(
      both('Vendre votre propriété à Laval', 'Sell your property in Laval'),
      both(
        'Une stratégie de vente claire et une évaluation gratuite.',
        'A clear selling strategy and a free valuation.',
      ),
      m,
    ),
  },
  {
    title: both('À propos', 'About'),
    path: L('/a-propos', '/about'),
    content: [
      {
        blockType: 'image_text',
        super_title: both('À propos', 'About'),
        main_title: both(
          'Isabelle Gagnon, courtière immobilière résidentielle',
          'Isabelle Gagnon, residential real estate broker',
        ),
        description: rt(
          [
            'Titulaire d’un permis de l’OACIQ depuis 2009, j’ai accompagné plus de 400 familles dans l’achat ou la vente de leur propriété.',
            'Je travaille en français et en anglais, et je réponds toujours moi-même à vos appels.',
          ],
          [
            'Licensed by the OACIQ since 2009, I have helped more than 400 families buy or sell their home.',
            'I work in French and in English, and I always answer your calls myself.',
          ],
        ),
        image: image(m['portrait-courtiere']),
        cta_repeater: [
          cta('/contact', both('Me joindre', 'Contact me'), { icon: 'phone', action: 'open_contact_modal' }),
        ],
        block_params: params('normal', 'right'),
      },
    ],
    seo: seo(
      both('À propos d’Isabelle Gagnon', 'About Isabelle Gagnon'),
      both(
        'Courtière immobilière résidentielle à Laval depuis 2009.',
        'Residential real estate broker in Laval since 2009.',
      ),
      m,
    ),
  },
  {
    title: both('Blogue', 'Blog'),
    path: L('/blogue', '/blog'),
    route_key: 'blog',
    content: blogPageBlocks,
    seo: seo(
      both('Blogue immobilier', 'Real estate blog'),
      both('Conseils et tendances du marché immobilier à Laval.', 'Advice and trends in the Laval real estate market.'),
      m,
    ),
  },
  {
    title: both('Calculatrice hypothécaire', 'Mortgage calculator'),
    path: L('/calculatrice-hypothecaire', '/mortgage-calculator'),
    content: [
      {
        blockType: 'mortgage_calculator',
        main_title: both('Calculatrice hypothécaire', 'Mortgage calculator'),
        description: both(
          'Estimez vos versements et la mise de fonds minimale selon les règles canadiennes en vigueur.',
          'Estimate your payments and the minimum down payment under the Canadian rules in force.',
        ),
        down_payment_rule: 'in-force',
        block_params: params('normal'),
      },
    ],
    seo: seo(
      both('Calculatrice hypothécaire', 'Mortgage calculator'),
      // A deliberate translation gap (issue 30): the English description is the French one pasted.
      both(
        'Calculez vos versements hypothécaires et votre mise de fonds minimale.',
        'Calculez vos versements hypothécaires et votre mise de fonds minimale.',
      ),
      m,
    ),
  },
  {
    title: both('Favoris', 'Favourites'),
    path: L('/favoris', '/favourites'),
    content: [
      {
        blockType: 'favourites',
        main_title: both('Mes favoris', 'My favourites'),
        description: both(
          'Les propriétés et les recherches que vous gardez, sur cet appareil, sans compte.',
          'The properties and searches you keep, on this device, without an account.',
        ),
        block_params: params('normal'),
      },
    ],
    seo: {
      ...seo(
        both('Mes favoris', 'My favourites'),
        both('Vos propriétés et recherches enregistrées.', 'Your saved properties and searches.'),
        m,
      ),
      robots_index_rule: 'noindex,follow',
    },
  },
  {
    title: both('Alerte immobilière', 'Property alert'),
    path: L('/alerte-immobiliere', '/property-alert'),
    content: [
      {
        blockType: 'property_alert_form',
        main_title: both(
          'Recevez les nouvelles inscriptions avant tout le monde',
          'Get new listings before everyone else',
        ),
        description: both(
          'Six questions pour connaître votre projet; je vous envoie les propriétés qui y correspondent.',
          'Six questions about your project; I send you the properties that match it.',
        ),
        block_params: params('normal-grey'),
      },
    ],
    seo: seo(
      both('Alerte immobilière', 'Property alert'),
      both(
        'Recevez par courriel les propriétés qui correspondent à votre recherche.',
        'Receive the properties that match your search by email.',
      ),
      m,
    ),
  },
  textPage(
    'terms',
    L('/conditions-et-utilisation', '/terms-of-use'),
    both('Conditions d’utilisation', 'Terms of use'),
    rt(
      [
        'En utilisant ce site, vous acceptez les présentes conditions. Les renseignements sur les propriétés proviennent de sources jugées fiables, mais leur exactitude n’est pas garantie.',
        'Le contenu de ce site est protégé par le droit d’auteur. Toute reproduction sans autorisation écrite est interdite.',
        'Isabelle Gagnon est courtière immobilière résidentielle titulaire d’un permis délivré par l’OACIQ, agence Immobilier Boréal inc.',
      ],
      [
        'By using this site you accept these terms. Property information comes from sources deemed reliable, but its accuracy is not guaranteed.',
        'The content of this site is protected by copyright. Any reproduction without written permission is prohibited.',
        'Isabelle Gagnon is a residential real estate broker licensed by the OACIQ, agency Immobilier Boréal inc.',
      ],
    ),
    m,
  ),
  textPage(
    'privacy',
    L('/politique-confidentialite', '/privacy-policy'),
    both('Politique de confidentialité', 'Privacy policy'),
    rt(
      [
        'Conformément à la Loi 25 sur la protection des renseignements personnels, nous recueillons uniquement les renseignements nécessaires pour répondre à vos demandes.',
        `Vos renseignements ne sont jamais vendus. Pour consulter, corriger ou supprimer vos données, écrivez au responsable de la protection des renseignements personnels : ${EMAIL}.`,
      ],
      [
        'In accordance with Quebec’s Law 25 on the protection of personal information, we collect only the information needed to answer your requests.',
        `Your information is never sold. To access, correct or delete your data, write to our privacy officer: ${EMAIL}.`,
      ],
    ),
    m,
  ),
  // A deliberate translation gap (issue 30): only the title and path are in English, so the page is "not
  // translated" there (decision 0045): out of the English sitemap and hreflang, its language switch warns.
  {
    title: both('Vendre en copropriété', 'Selling a condo'),
    path: L('/vendre-en-copropriete', '/selling-a-condo'),
    content: [
      {
        blockType: 'text_blocks',
        main_title: both('Vendre en copropriété', ''),
        description: rt(
          ['Le syndicat, le fonds de prévoyance et les procès-verbaux : ce que l’acheteur voudra lire avant d’offrir.'],
          [],
        ),
        text_align: 'left',
        block_params: params(),
      },
    ],
    seo: seo(
      both('Vendre en copropriété', ''),
      both('Ce que l’acheteur d’une copropriété voudra lire avant d’offrir.', ''),
      m,
    ),
  },
  {
    title: both('Espace courtiers', 'Broker area'),
    path: L('/espace-courtiers', '/broker-area'),
    visibility: 'forbidden',
    content: [],
    seo: { robots_index_rule: 'noindex,nofollow' },
  },
  {
    title: both('Promotion printemps 2024', 'Spring 2024 promotion'),
    path: L('/promotion-printemps-2024', '/spring-promotion-2024'),
    visibility: 'gone',
    content: [],
    seo: { robots_index_rule: 'noindex,nofollow' },
  },
]

export const redirectsData = [
  { from: '/fr/accueil', to: '/fr', type: '301' },
  { from: '/en/home', to: '/en', type: '301' },
  { from: '/fr/evaluation', to: '/fr/vendre', type: '302' },
  { from: '/en/valuation', to: '/en/sell', type: '302' },
] satisfies Omit<SeedData<'redirects'>, 'tenant'>[]
