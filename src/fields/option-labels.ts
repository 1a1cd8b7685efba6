import type { Labels } from './field-labels'

const l = (fr: string, en: string): Labels => ({ fr, en })
const same = (v: string): Labels => ({ fr: v, en: v })

/** Icons are picked by what they show. */
const iconLabels = {
  phone: l('Téléphone', 'Phone'), mail: l('Courriel', 'Mail'), 'map-pin': l('Repère', 'Map pin'), message: l('Message', 'Message'),
  'arrow-right': l('Flèche droite', 'Arrow right'), 'arrow-left': l('Flèche gauche', 'Arrow left'),
  'chevron-down': l('Chevron bas', 'Chevron down'), 'chevron-right': l('Chevron droit', 'Chevron right'),
  external: l('Lien externe', 'External link'), home: l('Maison', 'Home'), search: l('Loupe', 'Search'),
  calendar: l('Calendrier', 'Calendar'), user: l('Personne', 'User'), users: l('Personnes', 'Users'),
  building: l('Immeuble', 'Building'), key: l('Clé', 'Key'), calculator: l('Calculatrice', 'Calculator'),
  bell: l('Cloche', 'Bell'), star: l('Étoile', 'Star'), check: l('Crochet', 'Check'), send: l('Envoyer', 'Send'),
  globe: l('Globe', 'Globe'), clock: l('Horloge', 'Clock'), menu: l('Menu', 'Menu'), close: l('Fermer', 'Close'),
  refresh: l('Actualiser', 'Refresh'), warning: l('Avertissement', 'Warning'), spinner: l('Chargement', 'Spinner'),
  facebook: same('Facebook'), instagram: same('Instagram'), linkedin: same('LinkedIn'), youtube: same('YouTube'),
  x: same('X (Twitter)'), tiktok: same('TikTok'),
}

/**
 * French and English label of every select option value written as a bare string, applied by
 * `labelFields`. One value means one thing across the admin; a select where it would not writes its own.
 */
export const optionLabels = {
  ...iconLabels,
  // route keys; `home` also names the house icon
  home: l('Accueil', 'Home'),
  contact: l('Nous joindre', 'Contact'), properties: l('Propriétés', 'Properties'),
  terms: l('Conditions d’utilisation', 'Terms of use'), privacy: l('Politique de confidentialité', 'Privacy policy'), blog: l('Blogue', 'Blog'),
  image: l('Image', 'Image'), video: l('Vidéo', 'Video'),
  _self: l('Même onglet', 'Same tab'), _blank: l('Nouvel onglet', 'New tab'),
  link: l('Lien', 'Link'), button: l('Bouton', 'Button'), 'button-outline': l('Bouton contour', 'Outline button'),
  light: l('Fin', 'Light'), regular: l('Normal', 'Regular'), solid: l('Plein', 'Solid'),
  left: l('Gauche', 'Left'), right: l('Droite', 'Right'), center: l('Centré', 'Centre'), full: l('Pleine largeur', 'Full width'),
  broker: l('Courtier', 'Broker'), agency: l('Agence', 'Agency'), administrative_team: l('Équipe administrative', 'Administrative team'),
  executive_team: l('Équipe de direction', 'Executive team'), team: l('Équipe', 'Team'), office: l('Bureau', 'Office'),
  newest: l('Plus récentes', 'Newest'), oldest: l('Plus anciennes', 'Oldest'),
  price_desc: l('Prix décroissant', 'Price, high to low'), price_asc: l('Prix croissant', 'Price, low to high'),
  'index,follow': l('Indexer et suivre les liens', 'Index, follow links'),
  'noindex,follow': l('Ne pas indexer, suivre les liens', 'No index, follow links'),
  'index,nofollow': l('Indexer, ne pas suivre les liens', 'Index, do not follow links'),
  'noindex,nofollow': l('Ne pas indexer ni suivre les liens', 'No index, do not follow links'),
  '301': l('301 (permanente)', '301 (permanent)'), '302': l('302 (temporaire)', '302 (temporary)'),
  contact_form: l('Formulaire de contact', 'Contact form'), property_alert: l('Alerte propriétés', 'Property alert'),
  property_valuation: l('Évaluation de propriété', 'Property valuation'),
  fr: l('Français', 'French'), en: l('Anglais', 'English'),
  '1': same('1'), '2': same('2'), '3': same('3'),
  blue: l('Bleu', 'Blue'), red: l('Rouge', 'Red'),
  normal: l('Normal', 'Normal'), 'normal-grey': l('Normal gris', 'Normal grey'), inverted: l('Inversé', 'Inverted'),
  input: l('Champs de saisie', 'Inputs'), background: l('Arrière-plan', 'Background'), text: l('Texte', 'Text'),
  highlight: l('Mise en valeur', 'Highlight'), map_marker: l('Repère de carte', 'Map marker'),
} satisfies Record<string, Labels>
