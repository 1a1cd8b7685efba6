import type { MediaIds, SeedPage, SeedSeo, SeedRobots } from './types'
import { richText } from './lexical'
import { L, type Bilingual } from './localize'
import { both, cta, link } from './links'
import { params, image as img } from './block-values'

/**
 * Demo of the text blocks (issue 16): a first-time buyers page with every variant (type 1, rows of text
 * or images, double image left and right, type 2 centred and right-aligned; a spacer photo band, the only
 * demo of the spacer), and a page holding the error block (a maintenance notice an editor can publish).
 */
type Media = MediaIds
const rt = (fr: string[], en: string[]) => L(richText(...fr), richText(...en))
const seo = (title: Bilingual, description: Bilingual, m: Media, robots: SeedRobots = 'index,follow'): SeedSeo => ({
  title,
  description,
  og_title: title,
  og_description: description,
  og_image: m['hero-maison'],
  robots_index_rule: robots,
})

const firstPurchase = (m: Media): SeedPage => ({
  title: both('Premier achat', 'First-time buyers'),
  path: L('/premier-achat', '/first-time-buyers'),
  content: [
    {
      blockType: 'text_blocks',
      variant: 'type_1',
      super_title: both('Premier achat', 'First-time buyers'),
      main_title: both('Votre première maison, étape par étape', 'Your first home, step by step'),
      description: rt(
        [
          'Acheter une première propriété à Laval demande de la préparation : budget, mise de fonds, préautorisation et choix du quartier. Je vous guide à chaque étape, sans jargon.',
        ],
        [
          'Buying a first property in Laval takes preparation: budget, down payment, pre-approval and choosing a neighbourhood. I guide you through every step, without jargon.',
        ],
      ),
      cta: link('/contact', both('Prendre rendez-vous', 'Book a meeting'), {
        type: 'button',
        icon: 'arrow-right',
        align: 'right',
      }),
      block_params: params('normal'),
    },
    {
      blockType: 'text_blocks',
      variant: 'rows',
      text_align: 'left',
      main_title: both('Les quatre étapes', 'The four steps'),
      text_img_multiple_repeater: [
        {
          main_title: both('1. Le budget', '1. The budget'),
          description: rt(
            ['Nous calculons ensemble ce que vous pouvez payer chaque mois, taxes et frais de copropriété compris.'],
            ['Together we work out what you can pay each month, including taxes and condo fees.'],
          ),
          image: img(m['bureau-laval']),
          cta: link(
            L('/calculatrice-hypothecaire', '/mortgage-calculator'),
            both('Calculer mes paiements', 'Work out my payments'),
            { icon: 'calculator' },
          ),
        },
        {
          main_title: both('2. La préautorisation', '2. The pre-approval'),
          description: rt(
            ['Une préautorisation hypothécaire fixe votre taux pour 90 à 120 jours et rassure les vendeurs.'],
            ['A mortgage pre-approval holds your rate for 90 to 120 days and reassures sellers.'],
          ),
          image: img(m['rue-laval']),
        },
        {
          main_title: both('3. Les visites', '3. The visits'),
          description: rt(
            [
              'Je sélectionne les propriétés qui vous conviennent et j’organise les visites le soir ou la fin de semaine.',
            ],
            ['I pick the properties that suit you and set up visits in the evening or on weekends.'],
          ),
        },
        { image: img(m['hero-maison'], 50, 60) },
      ],
      block_params: params('normal-grey'),
    },
    {
      blockType: 'text_blocks',
      variant: 'double_image',
      super_title: both('Le quartier', 'The neighbourhood'),
      main_title: both('Choisir où vivre', 'Choosing where to live'),
      description: rt(
        ['Écoles, transport, parcs : je vous fais découvrir les quartiers de Laval avant de visiter.'],
        ['Schools, transit, parks: I show you Laval’s neighbourhoods before you visit.'],
      ),
      media_repeater: [{ image: img(m['rue-laval']) }, { image: img(m['hero-maison']) }],
      cta_repeater: [cta(L('/proprietes', '/properties'), both('Voir les propriétés', 'Browse properties'))],
      block_params: params('normal', 'left'),
    },
    {
      blockType: 'text_blocks',
      variant: 'double_image',
      main_title: both('L’offre d’achat', 'The purchase offer'),
      description: rt(
        [
          'Je prépare votre promesse d’achat avec les bonnes conditions : inspection, financement et date d’occupation.',
        ],
        ['I prepare your offer to purchase with the right conditions: inspection, financing and occupancy date.'],
      ),
      media_repeater: [{ image: img(m['bureau-laval']) }, { image: img(m['portrait-courtiere'], 50, 30) }],
      block_params: params('normal-grey', 'right'),
    },
    { blockType: 'spacer', height: '160px', bg_media: img(m['rue-laval'], 50, 40), block_params: params('normal') },
    {
      blockType: 'text_blocks',
      variant: 'type_2',
      text_align: 'center',
      super_title: both('Programmes', 'Programs'),
      main_title: both('Des aides pour les premiers acheteurs', 'Help for first-time buyers'),
      description: rt(
        [
          'Le CELIAPP, le Régime d’accession à la propriété et le crédit d’impôt pour l’achat d’une première habitation peuvent réduire votre mise de fonds.',
        ],
        ['The FHSA, the Home Buyers’ Plan and the first-time home buyers’ tax credit can lower your down payment.'],
      ),
      cta_repeater: [
        cta('/contact', both('Poser une question', 'Ask a question')),
        cta(L('/alerte-immobiliere', '/property-alert'), both('Créer une alerte', 'Create an alert'), {
          type: 'button-outline',
        }),
      ],
      block_params: params('normal'),
    },
    {
      blockType: 'text_blocks',
      variant: 'type_2',
      text_align: 'right',
      main_title: both('Bon à savoir', 'Good to know'),
      description: rt(
        ['Les droits de mutation (taxe de bienvenue) se paient après l’achat : prévoyez-les dans votre budget.'],
        ['The land transfer duties (welcome tax) are paid after the purchase: plan for them in your budget.'],
      ),
      block_params: params('normal-grey'),
    },
  ],
  seo: seo(
    both('Premier achat à Laval', 'First-time buyers in Laval'),
    both(
      'Les étapes d’un premier achat avec Isabelle Gagnon, courtière à Laval.',
      'The steps of a first purchase with Isabelle Gagnon, broker in Laval.',
    ),
    m,
  ),
})

const maintenance = (m: Media): SeedPage => ({
  title: both('Service interrompu', 'Service unavailable'),
  path: L('/service-interrompu', '/service-unavailable'),
  content: [
    {
      blockType: 'error_block',
      status_code: 503,
      error_icon: { type: 'clock' },
      description: both(
        'Le formulaire de réservation en ligne est en maintenance. Actualisez la page dans quelques minutes ou revenez à l’accueil.',
        'Online booking is under maintenance. Refresh the page in a few minutes or go back to the home page.',
      ),
      block_params: params('normal'),
    },
  ],
  seo: seo(
    both('Service interrompu', 'Service unavailable'),
    both('Avis de maintenance.', 'Maintenance notice.'),
    m,
    'noindex,nofollow',
  ),
})

/** The demo pages of the text blocks and the error block. */
export const textBlocksPages = (m: Media): SeedPage[] => [firstPurchase(m), maintenance(m)]
