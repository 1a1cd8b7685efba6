import { EMAIL, PHONE } from './site-content'

/** Demo offices, members and blog categories (French first, then English). */
export const officesData = [
  {
    key: 'laval',
    photo: 'bureau-laval.jpg',
    data: {
      name: 'Immobilier Boréal — Laval',
      latitude: 45.5697,
      longitude: -73.7215,
      phone: PHONE,
      email: 'laval@immobilierboreal.ca',
      position: 1,
    },
    address: {
      fr: { street: '3100, boulevard Le Carrefour, bureau 210', city: 'Laval', postal_code: 'H7T 2K7' },
      en: { street: '3100 Le Carrefour Boulevard, Suite 210', city: 'Laval', postal_code: 'H7T 2K7' },
    },
  },
  {
    key: 'montreal',
    photo: 6,
    data: {
      name: 'Immobilier Boréal — Montréal',
      latitude: 45.5231,
      longitude: -73.5817,
      phone: { display: '514 555-0187', intl: '+15145550187' },
      email: 'montreal@immobilierboreal.ca',
      position: 2,
    },
    address: {
      fr: { street: '4200, boulevard Saint-Laurent, bureau 500', city: 'Montréal', postal_code: 'H2W 2R2' },
      en: { street: '4200 Saint-Laurent Boulevard, Suite 500', city: 'Montreal', postal_code: 'H2W 2R2' },
    },
  },
] as const

export const membersData = [
  {
    office: 'laval',
    photo: 'portrait-courtiere',
    data: { name: 'Isabelle Gagnon', slug: 'isabelle-gagnon', role: 'broker', phone: PHONE, email: EMAIL, position: 1 },
    title: ['Courtière immobilière résidentielle', 'Residential real estate broker'],
    bio: [
      'Courtière depuis 2009, Isabelle accompagne les familles de Laval et de la Rive-Nord dans l’achat et la vente de leur propriété.',
      'A broker since 2009, Isabelle helps families in Laval and the North Shore buy and sell their homes.',
    ],
  },
  {
    office: 'laval',
    photo: 'portrait-courtier',
    data: {
      name: 'Marc-André Tremblay',
      slug: 'marc-andre-tremblay',
      role: 'broker',
      phone: { display: '450 555-0168', intl: '+14505550168' },
      email: 'marc-andre.tremblay@immobilierboreal.ca',
      position: 2,
    },
    title: ['Courtier immobilier résidentiel et commercial', 'Residential and commercial real estate broker'],
    bio: [
      'Marc-André se spécialise dans les plex et les immeubles à revenus du Grand Montréal.',
      'Marc-André specialises in plexes and income properties across Greater Montréal.',
    ],
  },
  {
    office: 'laval',
    photo: 'portrait-equipe',
    data: {
      name: 'Équipe Gagnon Tremblay',
      slug: 'equipe-gagnon-tremblay',
      role: 'team',
      phone: PHONE,
      email: EMAIL,
      position: 3,
    },
    title: ['Équipe de courtiers immobiliers', 'Real estate broker team'],
    bio: [
      'Deux courtiers, une adjointe et une approche commune : vous informer à chaque étape.',
      'Two brokers, an assistant and one shared approach: keeping you informed at every step.',
    ],
  },
  {
    office: 'montreal',
    photo: 'portrait-adjointe',
    data: {
      name: 'Nathalie Roy',
      slug: 'nathalie-roy',
      role: 'administrative_team',
      phone: { display: '514 555-0187', intl: '+15145550187' },
      email: 'nathalie.roy@immobilierboreal.ca',
      position: 4,
    },
    title: ['Adjointe administrative', 'Administrative assistant'],
    bio: [
      'Nathalie coordonne les visites, les documents et les rendez-vous chez le notaire.',
      'Nathalie coordinates visits, paperwork and notary appointments.',
    ],
  },
] as const

export const categoriesData = [
  { key: 'acheter', fr: 'Acheter', en: 'Buying', position: 1 },
  { key: 'vendre', fr: 'Vendre', en: 'Selling', position: 2 },
  { key: 'financement', fr: 'Financement', en: 'Financing', position: 3 },
] as const
