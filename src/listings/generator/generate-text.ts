import type { PropertyTypeCode } from '../constants'
import type { Rng } from './random'

/** Street names and remarks for the synthetic feed, in both languages. */
export const streets = [
  'rue Principale',
  'rue Saint-Denis',
  'boulevard des Laurentides',
  'avenue du Parc',
  'rue des Érables',
  'chemin du Lac',
  'rue Notre-Dame',
  'rue King',
  'boulevard Saint-Joseph',
  'rue des Pins',
  'avenue des Bouleaux',
  'rue de la Rivière',
  'rang Saint-Paul',
  'rue Wellington',
  'boulevard Taschereau',
  'rue du Couvent',
  'chemin de la Montagne',
  'rue Sainte-Anne',
  'avenue Cartier',
  'rue des Oblats',
  'boulevard Talbot',
  'rue Racine',
  'rue Belvédère',
  'montée Masson',
] as const

const what: Record<PropertyTypeCode, [string, string]> = {
  maison: ['Maison', 'House'],
  condo: ['Condo', 'Condo'],
  prop: ['Triplex', 'Triplex'],
  ferme: ['Fermette', 'Hobby farm'],
  chalet: ['Chalet', 'Cottage'],
  terrain: ['Terrain', 'Lot'],
  comm: ['Local commercial', 'Commercial space'],
}

const featuresFr = [
  'cuisine rénovée',
  'grande cour clôturée',
  'foyer au bois',
  'garage double',
  'sous-sol aménagé',
  'thermopompe murale',
  'planchers de bois franc',
  'vue sur l’eau',
  'près des écoles et des parcs',
  'accès rapide à l’autoroute',
]
const featuresEn = [
  'renovated kitchen',
  'large fenced yard',
  'wood fireplace',
  'double garage',
  'finished basement',
  'wall-mounted heat pump',
  'hardwood floors',
  'water view',
  'close to schools and parks',
  'quick highway access',
]

export function remarks(r: Rng, type: PropertyTypeCode, city: string, bedrooms: number): { fr: string; en: string } {
  const [fr, en] = what[type]
  const picks = [r.int(0, 9), r.int(0, 9)].filter((v, i, a) => a.indexOf(v) === i)
  const roomsFr = bedrooms ? ` de ${bedrooms} chambre${bedrooms > 1 ? 's' : ''}` : ''
  const roomsEn = bedrooms ? ` with ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}` : ''
  return {
    fr: `${fr}${roomsFr} à ${city} : ${picks.map((i) => featuresFr[i]).join(', ')}. Visite sur rendez-vous.`,
    en: `${en}${roomsEn} in ${city}: ${picks.map((i) => featuresEn[i]).join(', ')}. Visits by appointment.`,
  }
}

/**
 * The listing brokers and offices of generated listings, with the feed's ListAgentKey and
 * ListOfficeKey (the demo seed gives its members and offices these keys: src/seed/feed-keys.ts) and
 * their share of the listings: the demo broker site's two brokers list two thirds of them, so its
 * blocks have listings to show, and the agency site shows the other third besides.
 * Nadia Bouchard is no member of the directory: her listings show only through her office.
 */
export const brokers = [
  ['Isabelle Gagnon', 'Immobilier Boréal — Laval', 'AGT-1001', 'BUR-LAVAL', 3],
  ['Marc-André Tremblay', 'Immobilier Boréal — Laval', 'AGT-1002', 'BUR-LAVAL', 3],
  ['Sophie Lavoie', 'Immobilier Boréal — Montréal', 'AGT-1003', 'BUR-MONTREAL', 1],
  ['Julien Côté', 'Immobilier Boréal — Québec', 'AGT-1004', 'BUR-QUEBEC', 1],
  ['Nadia Bouchard', 'Immobilier Boréal — Sherbrooke', 'AGT-1005', 'BUR-SHERBROOKE', 1],
] as const
