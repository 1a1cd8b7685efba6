import { richText } from './lexical'
import type { RewardsBlock } from '@/payload-types'
import type { MediaIds, SeedPage, SeedBlock, SeedSeo } from './types'
import { L, type Bilingual, pick } from './localize'
import { both, link } from './links'
import { params, stat } from './block-values'

/**
 * Demo content of the content and media blocks (issue 16): the seller page gets broker testimonials,
 * numbered steps, Google reviews, rewards and statistics; the about page highlights, a medias
 * carousel, carousel cards, vertical redirects and a card slider; new pages: testimonials, booking
 * (script embeds behind consent) and the developer test page.
 */
type Media = MediaIds
type Page = SeedPage

const img = (id: number | undefined) => ({ media: id, center: { x: 50, y: 50 } })
const who = (name: string, fr: string, en: string) => ({ fr: { name, sub: fr }, en: { name, sub: en } })
const quote = (fr: string, en: string, p: ReturnType<typeof who>, avatar?: number) => ({
  description: L(fr, en),
  author_name: both(p.fr.name, p.en.name),
  author_subtitle: L(p.fr.sub, p.en.sub),
  author_avatar: img(avatar),
})
const seo = (title: Bilingual, description: Bilingual, m: Media): SeedSeo => ({
  title,
  description,
  og_title: title,
  og_description: description,
  og_image: m['hero-maison'],
  robots_index_rule: 'index,follow',
})

const LONG_FR =
  'Isabelle nous a accompagnés pendant six mois dans la vente de notre duplex et l’achat de notre première maison unifamiliale. Elle a pris le temps d’expliquer chaque étape : l’évaluation, la mise en marché, les visites, les offres et les conditions. Lors des négociations, elle est restée calme et précise, et elle a obtenu un prix supérieur à nos attentes. Pour l’achat, elle a repéré une propriété avant même sa mise en ligne sur Centris et nous a conseillé un inspecteur fiable. Nous avons apprécié sa disponibilité le soir et la fin de semaine, et ses comptes rendus hebdomadaires. Nous la recommandons sans hésiter à nos amis et à notre famille.'
const LONG_EN =
  'Isabelle was with us for six months while we sold our duplex and bought our first single-family home. She took the time to explain every step: the valuation, the marketing, the visits, the offers and the conditions. During the negotiations she stayed calm and precise, and she got a price above our expectations. For the purchase, she found a property before it was even listed on Centris and recommended a reliable inspector. We appreciated her availability in the evenings and on weekends, and her weekly reports. We recommend her without hesitation to our friends and family.'

const clients = [
  quote(
    LONG_FR,
    LONG_EN,
    who('Julie et Marc Tremblay', 'Vendeurs à Laval-des-Rapides', 'Sellers in Laval-des-Rapides'),
  ),
  quote(
    'Vendu en 9 jours, au-dessus du prix demandé. Merci pour les conseils de mise en valeur!',
    'Sold in 9 days, above asking price. Thank you for the staging advice!',
    who('Nadia Benali', 'Vendeuse à Sainte-Rose', 'Seller in Sainte-Rose'),
  ),
  quote(
    'Une courtière patiente qui connaît chaque rue de Laval. Nous avons trouvé notre condo idéal.',
    'A patient broker who knows every street in Laval. We found our ideal condo.',
    who('Kevin O’Brien', 'Acheteur à Chomedey', 'Buyer in Chomedey'),
  ),
  quote(
    'Réponses rapides, transparence sur les frais et un suivi impeccable jusqu’au notaire.',
    'Quick answers, transparency about fees and flawless follow-up all the way to the notary.',
    who('Sophie Lavoie', 'Acheteuse à Vimont', 'Buyer in Vimont'),
  ),
]

const brokerTestimonials = (m: Media): SeedBlock => ({
  blockType: 'broker_testimonials',
  main_title: both('Ce que disent mes clients', 'What my clients say'),
  image: img(m['portrait-courtiere']),
  highlight_color: '#0b4f8a',
  testimonials_repeater: clients.map((c) => ({
    description: c.description,
    broker_name: c.author_name,
    broker_subtitle: c.author_subtitle,
    broker_avatar: c.author_avatar,
  })),
  block_params: params('normal-grey', 'right'),
})

const review = (name: string, score: number, date: string, fr: string, en: string) => ({
  author_name: both(name, name),
  review_score: score,
  review_date: date,
  description: L(fr, en),
})
const googleReviews: SeedBlock = {
  blockType: 'google_reviews',
  main_title: both('Avis Google', 'Google reviews'),
  total_reviews: 128,
  average_score: 4.876,
  testimonials_repeater: [
    review(
      'Mélanie D.',
      5,
      '2026-10-02',
      'Professionnelle, à l’écoute et toujours disponible.',
      'Professional, attentive and always available.',
    ),
    review(
      'Jean-François P.',
      4.5,
      '2026-07-18',
      'Excellente connaissance du marché de Laval.',
      'Excellent knowledge of the Laval market.',
    ),
    review(
      'Priya S.',
      5,
      '2026-03-30',
      'Elle a rendu notre premier achat simple et rassurant.',
      'She made our first purchase simple and reassuring.',
    ),
    review(
      'Luc G.',
      4,
      '2025-11-12',
      'Bon suivi, belle mise en marché de notre maison.',
      'Good follow-up, great marketing of our house.',
    ),
  ],
  block_params: params('normal'),
}

const step = (n: number, fr: [string, string], en: [string, string]) => ({
  main_title: L(fr[0], en[0]),
  description: L(fr[1], en[1]),
  index: n,
  show_number: true,
})
const sellerSteps: SeedBlock = {
  blockType: 'multi_redirect_horizontal',
  main_title: both('Comment se déroule la vente', 'How the sale works'),
  item_display: 'numbered',
  items_repeater: [
    step(
      1,
      ['Évaluation', 'Une analyse comparative gratuite des ventes récentes.'],
      ['Valuation', 'A free comparative analysis of recent sales.'],
    ),
    step(
      2,
      ['Mise en marché', 'Photos professionnelles, visite virtuelle, Centris.'],
      ['Marketing', 'Professional photos, virtual tour, Centris.'],
    ),
    step(
      3,
      ['Négociation', 'Je défends votre prix et vos conditions.'],
      ['Negotiation', 'I defend your price and your conditions.'],
    ),
  ],
  block_params: params('normal'),
}

const reward = (
  ident: NonNullable<RewardsBlock['rewards_repeater']>[number]['reward_ident'],
  fr: [string, string],
  en: [string, string],
) => ({
  reward_ident: ident,
  super_title: L(fr[0], en[0]),
  main_title: L(fr[1], en[1]),
})
const rewards: SeedBlock = {
  blockType: 'rewards',
  main_title: both('Distinctions', 'Awards'),
  rewards_repeater: [
    reward('diamant', ['2025', 'Club Diamant'], ['2025', 'Diamond Club']),
    reward('platine', ['2024', 'Club Platine'], ['2024', 'Platinum Club']),
    reward('titan', ['2023', 'Prix Titan'], ['2023', 'Titan Award']),
    reward('reussite-carriere', ['2022', 'Prix Réussite carrière'], ['2022', 'Career Achievement Award']),
    reward('cercle-legendes', ['2021', 'Cercle des légendes'], ['2021', 'Circle of Legends']),
  ],
  block_params: params('normal-grey'),
}

const statistics: SeedBlock = {
  blockType: 'statistics',
  main_title: both('En chiffres', 'By the numbers'),
  layout_display: 'variant_2',
  statistics_repeater: [
    stat('400+', ['Plus de', 'familles accompagnées'], ['Over', 'families helped']),
    stat('17', ['Depuis', 'ans de métier'], ['For', 'years in the trade']),
    stat('98 %', ['Près de', 'du prix demandé obtenu'], ['Nearly', 'of asking price obtained']),
    stat('21', ['En moyenne', 'jours pour vendre'], ['On average', 'days to sell']),
  ],
  block_params: params('normal'),
}

const about = (m: Media): SeedBlock[] => [
  {
    blockType: 'highlights',
    super_title: both('Mon approche', 'My approach'),
    main_title: both('Ce qui fait la différence', 'What makes the difference'),
    description: both(
      'Une seule interlocutrice du début à la fin, des conseils francs et des outils modernes.',
      'One contact from start to finish, frank advice and modern tools.',
    ),
    image: img(m['rue-laval']),
    highlights_repeater: [
      {
        icon: { type: 'clock' },
        main_title: both('Disponible 7 jours sur 7', 'Available 7 days a week'),
        description: both('Je réponds le soir et la fin de semaine.', 'I answer evenings and weekends.'),
      },
      {
        icon: { type: 'globe' },
        main_title: both('Bilingue', 'Bilingual'),
        description: both('Service en français et en anglais.', 'Service in French and English.'),
      },
      {
        icon: { type: 'key' },
        main_title: both('Clé en main', 'Turnkey'),
        description: both(
          'Inspecteurs, notaires et prêteurs de confiance.',
          'Trusted inspectors, notaries and lenders.',
        ),
      },
    ],
    block_params: params('normal'),
  },
  {
    blockType: 'medias_carousel',
    main_title: both('En images', 'In pictures'),
    medias_repeater: [
      {
        main_title: both('Le quartier Sainte-Rose', 'The Sainte-Rose neighbourhood'),
        description: both('Rues paisibles et parcs riverains.', 'Quiet streets and riverside parks.'),
        media: { kind: 'image', image: img(m['rue-laval']) },
      },
      {
        main_title: both('Une maison vendue en 2026', 'A house sold in 2026'),
        description: both('Vendue en 9 jours.', 'Sold in 9 days.'),
        media: { kind: 'image', image: img(m['hero-maison']) },
      },
      {
        main_title: both('Le bureau de Laval', 'The Laval office'),
        description: both('Sur rendez-vous, du lundi au samedi.', 'By appointment, Monday to Saturday.'),
        media: { kind: 'image', image: img(m['bureau-laval']) },
      },
    ],
    block_params: params('normal-grey'),
  },
  {
    blockType: 'carousel_cards',
    main_title: both('Mes services', 'My services'),
    show_number: true,
    cta: link('/contact', both('Parlons de votre projet', 'Let’s talk about your project'), {
      icon: 'arrow-right',
      align: 'right',
    }),
    card_repeater: [
      [
        'Achat',
        'Purchase',
        'Recherche ciblée et visites organisées.',
        'Targeted search and organised visits.',
        'hero-maison',
      ],
      [
        'Vente',
        'Sale',
        'Évaluation, mise en marché et négociation.',
        'Valuation, marketing and negotiation.',
        'rue-laval',
      ],
      [
        'Location',
        'Rental',
        'Sélection des locataires et baux conformes.',
        'Tenant screening and compliant leases.',
        'bureau-laval',
      ],
      [
        'Premier achat',
        'First purchase',
        'Programmes et crédits pour premiers acheteurs.',
        'Programs and credits for first-time buyers.',
        'hero-maison',
      ],
      [
        'Plex',
        'Plexes',
        'Analyse de rendement des immeubles à revenus.',
        'Yield analysis of income properties.',
        'rue-laval',
      ],
    ].map(([tf, te, df, de, im]) => ({ main_title: both(tf, te), description: both(df, de), image: img(m[im]) })),
    block_params: params('normal'),
  },
  {
    blockType: 'testimonials_slider',
    main_title: both('Ils m’ont fait confiance', 'They trusted me'),
    testimonials_repeater: clients.map((c, i) => ({
      ...c,
      bg_color_primary: ['#0b4f8a', '#fde9c9', '#eef3f8', '#23384d'][i],
      text_color: ['#ffffff', '#1a1a1a', '#1a1a1a', '#ffffff'][i],
    })),
    block_params: params('normal'),
  },
  {
    blockType: 'multi_redirect_vertical',
    main_title: both('Pour aller plus loin', 'To go further'),
    items_repeater: [
      {
        main_title: both('Témoignages', 'Testimonials'),
        description: both(
          'Ce que mes clients disent de leur expérience.',
          'What my clients say about their experience.',
        ),
        cta: link(L('/temoignages', '/testimonials'), both('Lire les témoignages', 'Read the testimonials')),
        image: img(m['portrait-courtiere']),
        image_bg_color: '#eef3f8',
      },
      {
        main_title: both('Prendre rendez-vous', 'Book a meeting'),
        description: both('Choisissez un moment qui vous convient.', 'Pick a time that suits you.'),
        cta: link(L('/rendez-vous', '/book-a-meeting'), both('Réserver', 'Book')),
        image: img(m['bureau-laval']),
        image_bg_color: '#fde9c9',
      },
    ],
    block_params: params('normal-grey'),
  },
]

const testimonialsPage = (m: Media): Page => ({
  title: both('Témoignages', 'Testimonials'),
  path: L('/temoignages', '/testimonials'),
  content: [
    {
      blockType: 'testimonials',
      main_title: both('Témoignages de clients', 'Client testimonials'),
      testimonials_repeater: clients,
      block_params: params('normal'),
    },
    googleReviews,
    {
      blockType: 'double_cta',
      cta_repeater: [
        {
          main_title: both('Vous vendez?', 'Selling?'),
          cta: link(L('/vendre', '/sell'), both('Obtenir une évaluation', 'Get a valuation'), { type: 'button' }),
          bg_color_secondary: '#0b4f8a',
          text_color: '#ffffff',
          bg_media: img(m['hero-maison']),
        },
        {
          main_title: both('Vous achetez?', 'Buying?'),
          cta: link(L('/proprietes', '/properties'), both('Voir les propriétés', 'Browse properties'), {
            type: 'button',
          }),
          bg_color_secondary: '#23384d',
          text_color: '#ffffff',
          bg_media: img(m['rue-laval']),
        },
      ],
      block_params: params('normal'),
    },
    {
      blockType: 'icon_cta_card',
      main_title: both('Une question? Écrivez-moi.', 'A question? Write to me.'),
      icon: { type: 'message' },
      cta: link('/contact', both('Me joindre', 'Contact me'), { type: 'button', icon: 'arrow-right', align: 'right' }),
      bg_color_primary: '#fde9c9',
      text_color: '#1a1a1a',
      block_params: params('normal'),
    },
  ],
  seo: seo(
    both('Témoignages de clients', 'Client testimonials'),
    both(
      'Ce que disent les clients d’Isabelle Gagnon, courtière à Laval.',
      'What clients say about Isabelle Gagnon, broker in Laval.',
    ),
    m,
  ),
})

const BOOKING_WIDGET = `<div class="booking-demo" data-booking-widget></div>
<script>(function(){var el=document.querySelector('[data-booking-widget]');if(!el)return;var fr=document.documentElement.lang.indexOf('fr')===0;el.textContent=fr?'Calendrier de réservation : mardi et jeudi, 9 h à 17 h.':'Booking calendar: Tuesdays and Thursdays, 9 a.m. to 5 p.m.';el.setAttribute('data-ready','true');})()</script>`

const bookingPage = (m: Media): Page => ({
  title: both('Prendre rendez-vous', 'Book a meeting'),
  path: L('/rendez-vous', '/book-a-meeting'),
  content: [
    {
      blockType: 'text_blocks',
      main_title: both('Prendre rendez-vous', 'Book a meeting'),
      description: L(
        richText(
          'Le calendrier de réservation est un outil tiers : il s’affiche lorsque vous acceptez les témoins fonctionnels.',
        ),
        richText('The booking calendar is a third-party tool: it shows once you accept functional cookies.'),
      ),
      text_align: 'left',
      block_params: params('normal'),
    },
    {
      blockType: 'script_block',
      frontend_only: true,
      consent_category: 'functional',
      script_content: BOOKING_WIDGET,
      padding_top: 2,
      padding_bottom: 2,
      block_params: params('normal'),
    },
    {
      blockType: 'script_block',
      frontend_only: true,
      consent_category: 'analytics',
      script_content: '<script src="/demo-scripts/analytics-demo.js" async></script>',
      block_params: params('normal'),
    },
  ],
  seo: seo(
    both('Prendre rendez-vous', 'Book a meeting'),
    both('Réservez une rencontre avec Isabelle Gagnon.', 'Book a meeting with Isabelle Gagnon.'),
    m,
  ),
})

const devPage = (m: Media): Page => ({
  title: both('Page de test', 'Test page'),
  path: L('/developpement', '/development'),
  content: [
    {
      blockType: 'dev_test',
      code_sample: L(
        '<p class="eyebrow">Surtitre</p>\n<script>console.log("jamais exécuté")</script>',
        '<p class="eyebrow">Super title</p>\n<script>console.log("never run")</script>',
      ),
      block_params: params('normal'),
    },
  ],
  seo: {
    ...seo(
      both('Page de test (développeurs)', 'Developer test page'),
      both('Page de test interne.', 'Internal test page.'),
      m,
    ),
    robots_index_rule: 'noindex,nofollow',
  },
})

/** The demo pages with the catalogue's blocks added to the seller and about pages, plus its own pages. */
export function withCatalogue(pages: Page[], m: Media): Page[] {
  const extra: Record<string, SeedBlock[]> = {
    '/vendre': [brokerTestimonials(m), sellerSteps, googleReviews, rewards, statistics],
    '/a-propos': about(m),
  }
  const enriched = pages.map((p) =>
    extra[pick(p.path, 'fr')] ? { ...p, content: [...p.content, ...extra[pick(p.path, 'fr')]] } : p,
  )
  return [...enriched, testimonialsPage(m), bookingPage(m), devPage(m)]
}
