import type { MembersSearchBlock } from '@/payload-types'
import type { MediaIds, SeedPage, SeedSeo, SeedBlock } from './types'
import { L, type Bilingual, type Localizable, pick } from './localize'
import { both, cta, link } from './links'

/**
 * Demo of the team blocks (issue 14, second part): the team page opens with the hero members
 * search and shows the leadership in a team members carousel. One leader has a long description
 * (see more) and one has none of a photo (the context_type placeholder).
 */
type Media = MediaIds
type Page = SeedPage

const img = (id: number | undefined) => (id === undefined ? undefined : { media: id, center: { x: 50, y: 50 } })
const info = (fr: [string, string], en: [string, string]) => ({
  main_title: L(fr[0], en[0]),
  description: L(fr[1], en[1]),
})

const LONG_FR =
  'Catherine a fondé Immobilier Boréal en 2008 avec une idée simple : un courtier doit expliquer, pas seulement vendre. Elle a d’abord travaillé seule à Laval, puis elle a ouvert les bureaux de Montréal, de Québec et de Sherbrooke en gardant la même méthode : une évaluation honnête, un plan de mise en marché écrit et un suivi chaque semaine. Elle forme aujourd’hui les nouveaux courtiers de l’agence, siège au comité de déontologie de la chambre immobilière régionale et accompagne encore quelques clients, surtout des familles qui vendent la maison où elles ont grandi. Dans ses temps libres, elle fait du ski de fond dans les Laurentides et elle lit tout ce qui parle d’urbanisme.'
const LONG_EN =
  'Catherine founded Immobilier Boréal in 2008 with a simple idea: a broker should explain, not only sell. She first worked alone in Laval, then opened the Montréal, Quebec City and Sherbrooke offices while keeping the same method: an honest valuation, a written marketing plan and a weekly follow-up. Today she trains the agency’s new brokers, sits on the ethics committee of the regional real estate board and still helps a few clients, mostly families selling the house they grew up in. In her spare time she goes cross-country skiing in the Laurentians and reads everything about urban planning.'

const leader = (
  name: string,
  sub: [string, string],
  text: [string, string] | null,
  avatar: number | undefined,
  rows: ReturnType<typeof info>[],
) => ({
  person_name: both(name, name),
  person_subtitle: L(sub[0], sub[1]),
  ...(text ? { description: L(text[0], text[1]) } : {}),
  ...(avatar === undefined ? {} : { person_avatar: img(avatar) }),
  list: rows,
})

const leadership = (m: Media): SeedBlock => ({
  blockType: 'team_members_carousel',
  main_title: both('Notre direction', 'Our leadership'),
  description: both(
    'Les personnes qui dirigent l’agence et forment nos courtiers.',
    'The people who run the agency and train our brokers.',
  ),
  members: [
    leader(
      'Catherine Bergeron',
      ['Présidente et fondatrice', 'President and founder'],
      [LONG_FR, LONG_EN],
      m['portrait-courtiere'],
      [info(['Langues', 'Français, anglais'], ['Languages', 'French, English'])],
    ),
    leader(
      'Gabriel Leblanc',
      ['Directeur des ventes', 'Sales director'],
      [
        'Gabriel soutient les courtiers dans leurs dossiers complexes.',
        'Gabriel supports the brokers in their complex files.',
      ],
      undefined,
      [info(['Bureau', 'Montréal'], ['Office', 'Montréal'])],
    ),
    leader(
      'Nathalie Roy',
      ['Directrice administrative', 'Administrative director'],
      [
        'Nathalie veille aux contrats, aux visites et aux rendez-vous chez le notaire.',
        'Nathalie looks after contracts, visits and notary appointments.',
      ],
      undefined,
      [],
    ),
  ],
  block_params: { color_scheme: 'normal-grey', context_type: 'teams' },
})

const brokers = [
  ['Isabelle Gagnon', 'Courtière immobilière résidentielle', 'Residential Real Estate Broker', 'Laval'],
  ['Marc-André Tremblay', 'Courtier immobilier', 'Real Estate Broker', 'Laval'],
  ['Sophie Lavoie', 'Courtière immobilière résidentielle', 'Residential Real Estate Broker', 'Montréal'],
  ['Julien Côté', 'Courtier immobilier résidentiel', 'Residential Real Estate Broker', 'Québec'],
  ['Noémie Bouchard', 'Courtière immobilière résidentielle', 'Residential Real Estate Broker', 'Sherbrooke'],
  ['Olivier Gauthier', 'Courtier immobilier commercial', 'Commercial Real Estate Broker', 'Laval'],
  ['Camille Morin', 'Courtière immobilière résidentielle', 'Residential Real Estate Broker', 'Montréal'],
  ['Mathieu Pelletier', 'Courtier immobilier résidentiel', 'Residential Real Estate Broker', 'Québec'],
  ['Émilie Bélanger', 'Courtière immobilière résidentielle', 'Residential Real Estate Broker', 'Sherbrooke'],
  ['Alexandre Lévesque', 'Courtier immobilier résidentiel', 'Residential Real Estate Broker', 'Laval'],
  ['Laurence Caron', 'Courtière immobilière résidentielle', 'Residential Real Estate Broker', 'Montréal'],
  ['Félix Beaulieu', 'Courtier immobilier résidentiel', 'Residential Real Estate Broker', 'Québec'],
] as const
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type MemberCard = Localizable<NonNullable<MembersSearchBlock['members']>[number]>
const cardMember =
  (m: Media) =>
  ([name, fr, en, city]: (typeof brokers)[number], i: number): MemberCard => ({
    person_name: both(name, name),
    person_subtitle: L(fr, en),
    ...(i === 0 ? { person_avatar: img(m['portrait-courtiere']) } : {}),
    list: [
      info(['Bureau', city], ['Office', city]),
      info(['Agence', 'Immobilier Boréal inc.'], ['Agency', 'Immobilier Boréal inc.']),
    ],
    socials:
      i % 3 === 2
        ? []
        : [
            {
              icon: { type: 'facebook', font_weight: 'regular' },
              link: link(`https://www.facebook.com/${slug(name)}`, both(`Facebook — ${name}`, `${name} on Facebook`), {
                target: '_blank',
              }),
            },
            {
              icon: { type: 'linkedin', font_weight: 'regular' },
              link: link(
                `https://www.linkedin.com/in/${slug(name)}`,
                both(`LinkedIn — ${name}`, `${name} on LinkedIn`),
                { target: '_blank' },
              ),
            },
          ],
    cta_repeater: [
      cta(L(`/courtiers/${slug(name)}`, `/brokers/${slug(name)}`), both('Voir le profil', 'View profile')),
    ],
    programs:
      i % 2 === 0
        ? [
            { description: both('Programme premier acheteur', 'First-time buyer program') },
            { description: both('Garantie de vente', 'Sale guarantee') },
            { description: both('Évaluation gratuite', 'Free valuation') },
          ]
        : [{ description: both('Évaluation gratuite', 'Free valuation') }],
  })

const membersSearch = (m: Media): SeedBlock => ({
  blockType: 'members_search',
  main_title: both('Trouvez votre courtier', 'Find your broker'),
  show_carousel: true,
  members: brokers.map(cardMember(m)),
  block_params: { color_scheme: 'normal', context_type: 'brokers' },
})

const tag = (fr: string, en: string, bg: string, fg = '#ffffff') => ({
  name: L(fr, en),
  bg_color_primary: bg,
  text_color: fg,
})
const TAGS = {
  notary: tag('Notaire', 'Notary', '#0b4f8a'),
  inspection: tag('Inspection', 'Inspection', '#1d5e3a'),
  moving: tag('Déménagement', 'Moving', '#7a2e12'),
  legal: tag('Juridique', 'Legal', '#4a2a6e'),
}
const partner = (
  name: string,
  sub: [string, string],
  text: [string, string],
  tags: (keyof typeof TAGS)[],
  site: string,
  avatar?: number,
) => ({
  main_title: both(name, name),
  sub_title: L(sub[0], sub[1]),
  description: L(text[0], text[1]),
  ...(avatar === undefined ? {} : { partner_avatar: img(avatar) }),
  tags_repeater: tags.map((t) => TAGS[t]),
  list: [info(['Région', 'Laval et Rive-Nord'], ['Area', 'Laval and North Shore'])],
  cta: link(site, both(`Site web — ${name}`, `${name} website`), { type: 'button-outline', target: '_blank' }),
})
const partners: SeedBlock = {
  blockType: 'partners',
  main_title: both('Nos partenaires de confiance', 'Our trusted partners'),
  description: both(
    'Des professionnels avec qui nous travaillons depuis des années. Choisissez une étiquette pour filtrer.',
    'Professionals we have worked with for years. Pick a tag to filter.',
  ),
  partners_repeater: [
    partner(
      'Étude Dubé notaires',
      ['Notaires', 'Notaries'],
      ['Actes de vente, hypothèques et testaments.', 'Deeds of sale, mortgages and wills.'],
      ['notary', 'legal'],
      'https://example.com/dube',
    ),
    partner(
      'Inspections Martel',
      ['Inspecteurs en bâtiment', 'Building inspectors'],
      ['Inspection préachat avec rapport photo sous 48 h.', 'Pre-purchase inspection with a photo report within 48 h.'],
      ['inspection'],
      'https://example.com/martel',
    ),
    partner(
      'Déménagements Fortin',
      ['Déménageurs', 'Movers'],
      ['Déménagements résidentiels partout au Québec.', 'Residential moves all over Quebec.'],
      ['moving'],
      'https://example.com/fortin',
    ),
    partner(
      'Poirier avocats',
      ['Avocats en droit immobilier', 'Real estate lawyers'],
      ['Vices cachés, servitudes et litiges de copropriété.', 'Latent defects, servitudes and condo disputes.'],
      ['legal'],
      'https://example.com/poirier',
    ),
    partner(
      'Notaires Ouellet et associés',
      ['Notaires', 'Notaries'],
      ['Première maison? Un accompagnement pas à pas.', 'First home? Step-by-step guidance.'],
      ['notary'],
      'https://example.com/ouellet',
    ),
    partner(
      'Inspecteur Gosselin',
      ['Inspecteur en bâtiment', 'Building inspector'],
      ['Plex et immeubles à revenus.', 'Plexes and income properties.'],
      ['inspection'],
      'https://example.com/gosselin',
    ),
    partner(
      'Transport Lapointe',
      ['Déménageurs', 'Movers'],
      ['Entreposage et déménagements de bureaux.', 'Storage and office moves.'],
      ['moving'],
      'https://example.com/lapointe',
    ),
    partner(
      'Étude Mercier',
      ['Notaires', 'Notaries'],
      ['Successions et transferts de propriété.', 'Estates and property transfers.'],
      ['notary'],
      'https://example.com/mercier',
    ),
  ],
  block_params: { color_scheme: 'normal', context_type: 'brokers' },
}
const adviser = (name: string, fr: string, en: string, phone: string, avatar?: number) => ({
  person_name: both(name, name),
  person_subtitle: L(fr, en),
  ...(avatar === undefined ? {} : { person_avatar: img(avatar) }),
  list: [info(['Téléphone', phone], ['Phone', phone])],
})
const bankPartners = (m: Media): SeedBlock => ({
  blockType: 'bank_partners',
  main_title: both('Nos partenaires bancaires', 'Our bank partners'),
  description: both(
    'Des conseillers hypothécaires qui connaissent nos clients et nos délais.',
    'Mortgage advisers who know our clients and our timelines.',
  ),
  banks: [
    {
      name: both('Caisse Desjardins de Laval', 'Caisse Desjardins de Laval'),
      employees: [
        adviser(
          'Lucie Fortin',
          'Conseillère hypothécaire',
          'Mortgage adviser',
          '450 555-0101',
          m['portrait-courtiere'],
        ),
        adviser('Hugo Simard', 'Conseiller en financement', 'Financing adviser', '450 555-0102'),
      ],
    },
    {
      name: both('Banque Nationale — Chomedey', 'National Bank — Chomedey'),
      employees: [adviser('Rachid Benali', 'Spécialiste hypothécaire', 'Mortgage specialist', '450 555-0103')],
    },
    {
      name: both('Banque de Montréal — Sainte-Rose', 'Bank of Montreal — Sainte-Rose'),
      employees: [adviser('Annie Dion', 'Spécialiste en prêts hypothécaires', 'Mortgage specialist', '450 555-0104')],
    },
  ],
  block_params: { color_scheme: 'normal-grey', context_type: 'teams' },
})
const seo = (title: Bilingual, description: Bilingual, m: Media): SeedSeo => ({
  title,
  description,
  og_title: title,
  og_description: description,
  og_image: m['hero-maison'],
  robots_index_rule: 'index,follow',
})
const partnersPage = (m: Media): SeedPage => ({
  title: both('Nos partenaires', 'Our partners'),
  path: L('/partenaires', '/partners'),
  content: [partners, bankPartners(m)],
  seo: seo(
    both('Nos partenaires', 'Our partners'),
    both(
      'Notaires, inspecteurs, déménageurs et institutions financières recommandés par Immobilier Boréal.',
      'Notaries, inspectors, movers and banks recommended by Immobilier Boréal.',
    ),
    m,
  ),
})

/** The team page opens with the members search and ends with the leadership carousel; plus the partners page. */
export function withPeopleMore(pages: Page[], m: Media): Page[] {
  return [
    ...pages.map((p) =>
      pick(p.path, 'fr') === '/courtiers' ? { ...p, content: [membersSearch(m), ...p.content, leadership(m)] } : p,
    ),
    partnersPage(m),
  ]
}
