import type { MediaIds, SeedPage, SeedBlock } from './types'
import { L, pick } from './localize'
import { both, cta, link } from './links'

/**
 * Demo of the places blocks (issue 14): the offices page gets the head office's coordinates map and
 * a full-width map of the agency's four offices (plus a service without a location: listed, no marker); the
 * team page gets the members carousel with thumbnails of the site's own people (decision 0025). Pages are seeded before the directory's
 * portraits are uploaded, so only the first broker has a photo; the others show the placeholder.
 */
type Media = MediaIds
type Page = SeedPage

const img = (id: number | undefined) => (id === undefined ? undefined : { media: id, center: { x: 50, y: 50 } })

const headOffice: SeedBlock = {
  blockType: 'coordinates_map',
  main_title: both('Siège social — Laval', 'Head office — Laval'),
  address: L(
    '3100, boulevard Le Carrefour, bureau 210, Laval (Québec) H7T 2K7',
    '3100 Le Carrefour Boulevard, Suite 210, Laval, Quebec H7T 2K7',
  ),
  list: [
    {
      icon: { type: 'phone', font_weight: 'regular' },
      main_title: both('Téléphone', 'Phone'),
      description: both('450 555-0142', '450 555-0142'),
    },
    {
      icon: { type: 'clock', font_weight: 'regular' },
      main_title: both('Heures d’ouverture', 'Opening hours'),
      description: both('Lundi au vendredi, 9 h à 17 h', 'Monday to Friday, 9 a.m. to 5 p.m.'),
    },
    {
      icon: { type: 'map-pin', font_weight: 'regular' },
      main_title: both('Stationnement', 'Parking'),
      description: both('Gratuit, devant l’immeuble', 'Free, in front of the building'),
    },
  ],
  icon_links_repeater: [
    {
      icon: { type: 'mail', font_weight: 'regular' },
      link: link('mailto:laval@immobilierboreal.ca', both('laval@immobilierboreal.ca', 'laval@immobilierboreal.ca')),
    },
  ],
  // Opens the contact-us modal (its direct contact details and the form); the link stays for no-script visitors.
  cta: link(L('/contact', '/contact'), both('Prendre rendez-vous', 'Book a meeting'), {
    type: 'button-outline',
    action: 'open_contact_us_modal',
  }),
  markers: [
    { lat: 45.5697, lng: -73.7215, main_title: both('Immobilier Boréal — Laval', 'Immobilier Boréal — Laval') },
  ],
  block_params: { color_scheme: 'normal-grey', orientation_x: 'left' },
}

const office = (
  name: string,
  lat: number | null,
  lng: number | null,
  address: [string, string] | null,
  text: [string, string],
) => ({
  ...(lat !== null && lng !== null ? { lat, lng } : {}),
  main_title: both(name, name),
  description: L(text[0], text[1]),
  ...(address ? { address: L(address[0], address[1]) } : {}),
  // Only Laval's brokers are on this site (decision 0025): the other offices get no link to them.
  ...(name === 'Laval'
    ? { cta: link(L('/courtiers', '/brokers'), both(`Les courtiers — ${name}`, `The brokers — ${name}`)) }
    : {}),
})

const allOffices: SeedBlock = {
  blockType: 'full_width_map',
  main_title: both('Les bureaux d’Immobilier Boréal', 'Immobilier Boréal’s offices'),
  description: both(
    'Notre agence a quatre bureaux au Québec. Passez la souris sur un repère, ou choisissez un bureau dans la liste sous la carte.',
    'Our agency has four offices in Quebec. Hover a marker, or pick an office in the list below the map.',
  ),
  markers: [
    office(
      'Laval',
      45.5697,
      -73.7215,
      [
        '3100, boulevard Le Carrefour, bureau 210, Laval H7T 2K7',
        '3100 Le Carrefour Boulevard, Suite 210, Laval H7T 2K7',
      ],
      ['Notre siège social, près de l’autoroute 15.', 'Our head office, near Highway 15.'],
    ),
    office(
      'Montréal',
      45.5231,
      -73.5817,
      [
        '4200, boulevard Saint-Laurent, bureau 500, Montréal H2W 2R2',
        '4200 Saint-Laurent Boulevard, Suite 500, Montreal H2W 2R2',
      ],
      ['Au cœur du Plateau, métro Mont-Royal.', 'In the heart of the Plateau, Mont-Royal metro.'],
    ),
    office(
      'Québec',
      46.8139,
      -71.208,
      [
        '825, boulevard Lebourgneuf, bureau 300, Québec G2J 0B9',
        '825 Lebourgneuf Boulevard, Suite 300, Quebec City G2J 0B9',
      ],
      ['Pour la Capitale-Nationale et Lévis.', 'For the Capitale-Nationale and Lévis.'],
    ),
    office(
      'Sherbrooke',
      45.4042,
      -71.8929,
      ['2500, rue King Ouest, Sherbrooke J1J 2E8', '2500 King Street West, Sherbrooke J1J 2E8'],
      ['Pour l’Estrie et les Cantons-de-l’Est.', 'For Estrie and the Eastern Townships.'],
    ),
    office('Rendez-vous à domicile', null, null, null, [
      'Un courtier vous rencontre chez vous, partout au Québec.',
      'A broker meets you at home, anywhere in Quebec.',
    ]),
  ],
  block_params: { color_scheme: 'normal' },
}

const featured = (m: Media): SeedBlock => {
  const member = (name: string, slug: string, sub: [string, string], photo?: string) => ({
    person_name: both(name, name),
    person_subtitle: L(sub[0], sub[1]),
    ...(photo ? { person_avatar: img(m[photo]) } : {}),
    ctas: [cta(L(`/courtiers/${slug}`, `/brokers/${slug}`), both(`Découvrir ${name}`, `Meet ${name}`))],
  })
  return {
    blockType: 'members_carousel',
    main_title: both('Nos courtiers en vedette', 'Featured brokers'),
    description: both(
      'Un courtier à la fois : choisissez une vignette pour passer directement à quelqu’un.',
      'One broker at a time: pick a thumbnail to jump straight to someone.',
    ),
    members: [
      member(
        'Isabelle Gagnon',
        'isabelle-gagnon',
        ['Courtière immobilière résidentielle', 'Residential Real Estate Broker'],
        'portrait-courtiere',
      ),
      member('Marc-André Tremblay', 'marc-andre-tremblay', ['Courtier immobilier', 'Real Estate Broker']),
      member('Équipe Gagnon Tremblay', 'equipe-gagnon-tremblay', [
        'Équipe de courtiers immobiliers',
        'Real estate broker team',
      ]),
    ],
    block_params: { color_scheme: 'normal', context_type: 'brokers' },
  }
}

/** Offices page: head office's coordinates map after the offices map, the full-width map last; team page: the carousel before the leadership. */
export function withPlaces(pages: Page[], m: Media): Page[] {
  return pages.map((p) => {
    if (pick(p.path, 'fr') === '/bureaux')
      return { ...p, content: [p.content[0], headOffice, ...p.content.slice(1), allOffices] }
    if (pick(p.path, 'fr') === '/courtiers')
      return { ...p, content: [...p.content.slice(0, -1), featured(m), ...p.content.slice(-1)] }
    return p
  })
}
