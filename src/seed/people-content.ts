import type { MemberCardsBlock } from '@/payload-types'
import { L, type Bilingual } from './localize'
import { both } from './links'
import type { SeedData, SeedSeo, SeedPage } from './types'

/**
 * The people-and-places demo: more offices and brokers (an agency-style team over several
 * offices, some without a photo to show the placeholder) and the team page.
 */
export const AGENCY = 'Immobilier Boréal inc.'

export const moreOffices = [
  {
    key: 'quebec',
    photo: 7,
    data: {
      name: 'Immobilier Boréal — Québec',
      latitude: 46.8139,
      longitude: -71.208,
      phone: { display: '418 555-0123', intl: '+14185550123' },
      email: 'quebec@immobilierboreal.ca',
      position: 3,
    },
    address: {
      fr: { street: '825, boulevard Lebourgneuf, bureau 300', city: 'Québec', postal_code: 'G2J 0B9' },
      en: { street: '825 Lebourgneuf Boulevard, Suite 300', city: 'Quebec City', postal_code: 'G2J 0B9' },
    },
  },
  {
    key: 'sherbrooke',
    photo: 5,
    data: {
      name: 'Immobilier Boréal — Sherbrooke',
      latitude: 45.4042,
      longitude: -71.8929,
      phone: { display: '819 555-0144', intl: '+18195550144' },
      email: 'sherbrooke@immobilierboreal.ca',
      position: 4,
    },
    address: {
      fr: { street: '2500, rue King Ouest', city: 'Sherbrooke', postal_code: 'J1J 2E8' },
      en: { street: '2500 King Street West', city: 'Sherbrooke', postal_code: 'J1J 2E8' },
    },
  },
] as const

const first = [
  'Sophie',
  'Julien',
  'Noémie',
  'Olivier',
  'Camille',
  'Mathieu',
  'Émilie',
  'Alexandre',
  'Catherine',
  'Gabriel',
  'Audrey',
  'Samuel',
  'Marie-Ève',
  'Vincent',
  'Laurence',
  'Félix',
  'Valérie',
  'Jérôme',
  'Annie',
  'Maxime',
  'Geneviève',
  'Simon',
  'Chloé',
  'Patrick',
  'Mélanie',
  'Antoine',
  'Stéphanie',
  'Louis',
  'Karine',
  'Étienne',
  'Julie',
  'François',
]
const last = [
  'Lavoie',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Leblanc',
  'Paquette',
  'Girard',
  'Simard',
  'Boucher',
  'Caron',
  'Beaulieu',
  'Cloutier',
  'Dubé',
  'Poirier',
  'Fortin',
  'Gosselin',
  'Ouellet',
  'Fournier',
  'Lapointe',
  'Martel',
  'Mercier',
  'Roy',
  'Nadeau',
  'Lefebvre',
  'Thibault',
  'Dion',
  'Tremblay',
]
// Feminine first names take the feminine designation (OACIQ titles are gendered in French).
const feminine = new Set([
  'Sophie',
  'Noémie',
  'Camille',
  'Émilie',
  'Catherine',
  'Audrey',
  'Marie-Ève',
  'Laurence',
  'Valérie',
  'Annie',
  'Geneviève',
  'Chloé',
  'Mélanie',
  'Stéphanie',
  'Karine',
  'Julie',
])
const offices = ['montreal', 'quebec', 'sherbrooke', 'laval'] as const
const faces = ['portrait-courtier', 'portrait-adjointe', 'portrait-equipe', null] as const
const slugOf = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** 32 brokers spread over the four offices; every fourth has no photo (the placeholder shows). */
export const moreBrokers = first.map((f, i) => {
  const name = `${f} ${last[i]}`
  const fem = feminine.has(f)
  const commercial = i % 7 === 3
  const designation = commercial
    ? fem
      ? 'commercial_broker_f'
      : 'commercial_broker'
    : fem
      ? 'residential_broker_f'
      : 'residential_broker'
  const city = { montreal: 'Montréal', quebec: 'Québec', sherbrooke: 'Sherbrooke', laval: 'Laval' }[offices[i % 4]]
  return {
    office: offices[i % 4],
    photo: faces[i % 4],
    data: {
      name,
      slug: slugOf(name),
      role: 'broker',
      licence_name: name,
      licence_designation: designation,
      agency_name: AGENCY,
      phone: {
        display: `514 555-${String(1000 + i * 7).padStart(4, '0')}`,
        intl: `+1514555${String(1000 + i * 7).padStart(4, '0')}`,
      },
      email: `${slugOf(f)}.${slugOf(last[i])}@immobilierboreal.ca`,
      position: 10 + i,
    } satisfies Omit<SeedData<'members'>, 'title' | 'bio'>,
    title: [
      commercial ? `Immeubles commerciaux et plex à ${city}` : `Propriétés résidentielles à ${city} et environs`,
      commercial ? `Commercial buildings and plexes in ${city}` : `Residential properties in and around ${city}`,
    ],
    bio: [
      `${f} accompagne acheteurs et vendeurs à ${city} depuis ${2005 + (i % 15)}. Une approche claire, des conseils francs et un suivi à chaque étape.`,
      `${f} has been helping buyers and sellers in ${city} since ${2005 + (i % 15)}. A clear approach, frank advice and follow-up at every step.`,
    ],
  }
})

/** OACIQ fields of the original demo members (by slug). */
export const oaciqOf: Record<
  string,
  Pick<SeedData<'members'>, 'licence_name' | 'licence_designation' | 'agency_name'>
> = {
  'isabelle-gagnon': {
    licence_name: 'Isabelle Gagnon',
    licence_designation: 'residential_broker_f',
    agency_name: AGENCY,
  },
  'marc-andre-tremblay': { licence_name: 'Marc-André Tremblay', licence_designation: 'broker', agency_name: AGENCY },
  'equipe-gagnon-tremblay': {
    licence_name: 'Équipe Gagnon Tremblay',
    licence_designation: 'residential_broker',
    agency_name: AGENCY,
  },
}

type Scheme = NonNullable<NonNullable<MemberCardsBlock['block_params']>['color_scheme']>
const params = (context_type?: string, color_scheme: Scheme = 'normal') => ({
  color_scheme,
  ...(context_type ? { context_type } : {}),
})

/**
 * What the team and offices pages say of the people a site presents (decision 0025): the broker's site
 * shows its two brokers and their team at the Laval office, the agency's every broker of its four offices.
 */
const peopleTexts = {
  broker: {
    brokers: both(
      'Isabelle Gagnon et Marc-André Tremblay, courtiers immobiliers à notre bureau de Laval.',
      'Isabelle Gagnon and Marc-André Tremblay, real estate brokers at our Laval office.',
    ),
    brokersSeo: both(
      'Isabelle Gagnon et Marc-André Tremblay, courtiers d’Immobilier Boréal à Laval.',
      'Isabelle Gagnon and Marc-André Tremblay, Immobilier Boréal brokers in Laval.',
    ),
    offices: both(
      'Notre bureau de Laval vous reçoit, boulevard Le Carrefour. Choisissez-le pour le voir sur la carte.',
      'Our Laval office welcomes you, on Le Carrefour Boulevard. Pick it to see it on the map.',
    ),
    officesSeo: both(
      'Notre bureau de Laval et les quatre bureaux d’Immobilier Boréal, de Laval à Sherbrooke.',
      'Our Laval office and Immobilier Boréal’s four offices, from Laval to Sherbrooke.',
    ),
  },
  agency: {
    brokers: both(
      'Des courtiers immobiliers dans quatre bureaux, de Laval à Sherbrooke. Choisissez un bureau pour trouver le vôtre.',
      'Real estate brokers in four offices, from Laval to Sherbrooke. Pick an office to find yours.',
    ),
    brokersSeo: both(
      'Trouvez un courtier d’Immobilier Boréal dans l’un de nos quatre bureaux.',
      'Find an Immobilier Boréal broker in one of our four offices.',
    ),
    offices: both(
      'Quatre bureaux pour vous recevoir. Choisissez-en un pour le voir sur la carte.',
      'Four offices to welcome you. Pick one to see it on the map.',
    ),
    officesSeo: both(
      'Les bureaux d’Immobilier Boréal à Laval, Montréal, Québec et Sherbrooke.',
      'Immobilier Boréal offices in Laval, Montreal, Quebec City and Sherbrooke.',
    ),
  },
}

/** The agency-style team page (its path is the base of every broker's profile page). */
export const peoplePagesData = (
  seo: (title: Bilingual, description: Bilingual) => SeedSeo,
  site: keyof typeof peopleTexts,
): SeedPage[] => [
  {
    title: both('Notre équipe', 'Our team'),
    path: L('/courtiers', '/brokers'),
    content: [
      {
        blockType: 'member_cards',
        main_title: both('Notre équipe de courtiers', 'Our team of brokers'),
        description: peopleTexts[site].brokers,
        show_office_filter: true,
        block_params: params('brokers'),
      },
      {
        blockType: 'member_cards',
        main_title: both('Nos équipes', 'Our teams'),
        show_office_filter: false,
        block_params: params('teams', 'normal-grey'),
      },
    ],
    seo: seo(
      both('Notre équipe de courtiers immobiliers', 'Our team of real estate brokers'),
      peopleTexts[site].brokersSeo,
    ),
  },
  {
    title: both('Nos bureaux', 'Our offices'),
    path: L('/bureaux', '/offices'),
    content: [
      {
        blockType: 'offices',
        main_title: both('Nos bureaux', 'Our offices'),
        description: peopleTexts[site].offices,
        layout: 'map',
        block_params: params(),
      },
      {
        blockType: 'offices',
        main_title: both('Nous rendre visite', 'Visit us'),
        layout: 'grid',
        block_params: params(undefined, 'normal-grey'),
      },
    ],
    seo: seo(both('Nos bureaux immobiliers', 'Our real estate offices'), peopleTexts[site].officesSeo),
  },
]
