/** The attached favourites' admin words, French first (decision 0012). */
const fr = {
  lang: 'fr' as 'fr' | 'en',
  title: 'Favoris et recherches joints',
  intro: (at: string) => `La personne a coché « Joindre mes favoris et recherches sauvegardées » (${at}).`,
  favourites: (n: number) => (n > 1 ? `Propriétés favorites (${n})` : `Propriété favorite (${n})`),
  searches: (n: number) => (n > 1 ? `Recherches sauvegardées (${n})` : `Recherche sauvegardée (${n})`),
  status: { active: 'En vigueur', sold: 'Vendue', withdrawn: 'Retirée du marché' } as Record<string, string>,
  gone: (uls: string) => `${uls} : n’est plus sur le site`,
  open: 'Voir la propriété',
  openSearch: 'Ouvrir la recherche',
  allListings: 'tous les critères',
  unavailable: 'Les prix actuels sont indisponibles pour le moment ; les numéros des propriétés :',
}

export type ShortlistAdminLabels = typeof fr

const en: ShortlistAdminLabels = {
  lang: 'en',
  title: 'Attached favourites and searches',
  intro: (at: string) => `The person ticked “Attach my favourites and saved searches” (${at}).`,
  favourites: (n: number) => (n > 1 ? `Favourite listings (${n})` : `Favourite listing (${n})`),
  searches: (n: number) => (n > 1 ? `Saved searches (${n})` : `Saved search (${n})`),
  status: { active: 'Active', sold: 'Sold', withdrawn: 'Withdrawn' },
  gone: (uls: string) => `${uls}: no longer on the site`,
  open: 'Open the listing',
  openSearch: 'Open the search',
  allListings: 'all criteria',
  unavailable: 'Current prices are unavailable right now; the listing numbers:',
}

export const shortlistAdminLabels = (language: string | undefined): ShortlistAdminLabels =>
  language === 'en' ? en : fr
