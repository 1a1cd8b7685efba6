import { params } from './block-values'
import type { SeedBlock } from './types'
import { both, link } from './links'
import type { ArticleSeed } from './articles-content'

/** The home page's latest posts (no articles chosen: the newest). */
export const homeBlogGrid: SeedBlock = {
  blockType: 'blog_grid',
  main_title: both('Conseils et nouvelles du marché', 'Market news and advice'),
  description: both(
    'Mes derniers articles pour acheter et vendre en toute confiance à Laval.',
    'My latest articles to buy and sell with confidence in Laval.',
  ),
  cta: link(both('/blogue', '/blog'), both('Tous les articles', 'All articles'), { type: 'button' }),
  block_params: params('normal-grey'),
}

/** The blog page: the featured posts, then the archive. */
export const blogPageBlocks: SeedBlock[] = [
  {
    blockType: 'featured_post',
    main_title: both('Blogue immobilier', 'Real estate blog'),
    block_params: params('normal'),
  },
  {
    blockType: 'posts_archive',
    main_title: both('Tous les articles', 'All articles'),
    block_params: params('normal-grey'),
  },
]

/** Tags per demo article (French, English). */
export const articleTags: Record<string, Array<[string, string]>> = {
  'premiere-maison': [
    ['Premier achat', 'First purchase'],
    ['Laval', 'Laval'],
  ],
  'rap-celiapp': [['Mise de fonds', 'Down payment']],
  'preparer-vente': [['Home staging', 'Home staging']],
  'taxe-bienvenue': [
    ['Taxes', 'Taxes'],
    ['Premier achat', 'First purchase'],
  ],
  'marche-laval-automne': [
    ['Statistiques', 'Statistics'],
    ['Laval', 'Laval'],
  ],
  'quartier-sainte-rose': [['Quartiers', 'Neighbourhoods']],
}

/** Two more demo posts: a market report in both languages, and a neighbourhood guide in French only (the language warning). */
export const moreArticleSeeds: Array<ArticleSeed & { frenchOnly?: boolean; guestAuthor?: string }> = [
  {
    key: 'marche-laval-automne',
    category: 'vendre',
    author: 'isabelle-gagnon',
    daysAgo: 3,
    photo: 6,
    guestAuthor: 'Équipe Gagnon',
    fr: {
      title: 'Le marché immobilier de Laval cet automne',
      excerpt:
        'Moins de propriétés à vendre, des délais de vente plus courts : ce que les chiffres de l’automne veulent dire pour vous.',
      body: [
        'Le nombre de propriétés à vendre à Laval reste bas cet automne, alors que la demande des premiers acheteurs se maintient.',
        '## Des ventes plus rapides',
        'Une maison unifamiliale bien présentée se vend maintenant en un peu plus d’un mois. Les copropriétés suivent la même tendance.',
        '## Ce que cela veut dire pour les vendeurs',
        'Un prix juste, établi à partir des ventes comparables récentes, attire plusieurs acheteurs dès la première semaine.',
      ],
    },
    en: {
      title: 'The Laval real estate market this fall',
      excerpt: 'Fewer homes for sale and shorter selling times: what this fall’s figures mean for you.',
      body: [
        'The number of homes for sale in Laval stays low this fall, while demand from first-time buyers holds up.',
        '## Faster sales',
        'A well-presented single-family home now sells in just over a month. Condominiums follow the same trend.',
        '## What it means for sellers',
        'A fair price, set from recent comparable sales, draws several buyers within the first week.',
      ],
    },
  },
  {
    key: 'quartier-sainte-rose',
    category: 'acheter',
    author: 'marc-andre-tremblay',
    daysAgo: 15,
    photo: 7,
    frenchOnly: true,
    fr: {
      title: 'Vivre à Sainte-Rose : le guide du quartier',
      excerpt:
        'Le vieux village, la rivière des Mille Îles et ses parcs : pourquoi les familles choisissent Sainte-Rose.',
      body: [
        'Sainte-Rose charme par son vieux village, ses maisons ancestrales et l’accès à la rivière des Mille Îles.',
        '## Les attraits',
        '- Le parc de la Rivière-des-Mille-Îles et ses sentiers\n- Des écoles primaires et secondaires à distance de marche\n- La gare Sainte-Rose du train de banlieue',
        '## Le marché',
        'On y trouve surtout des maisons unifamiliales et quelques plex, recherchés par les familles.',
      ],
    },
    en: { title: '', excerpt: '', body: [] },
  },
]
