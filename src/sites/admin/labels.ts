/** The new-site view's words, French first (decision 0012: the admin defaults to French). */
const fr = {
  title: 'Nouveau site à partir d’un modèle',
  intro:
    'Copie le thème, l’en-tête, le pied de page et toutes les pages (publiées et brouillons) du site modèle, en français et en anglais, en remplaçant ses noms (site, personne-ressource, courriel, téléphone, domaine) par ceux du nouveau site. Le nouveau site répond aussitôt sur ses domaines ; il reste hors production (non indexé) jusqu’à ce que vous cochiez « Production ».',
  template: 'Site modèle',
  name: 'Nom du nouveau site',
  site_id: 'Identifiant du site (site_id)',
  microsite_id: 'Identifiant du microsite (microsite_id)',
  domains: 'Noms de domaine (un par ligne)',
  site_type: 'Type de site',
  types: { broker: 'Courtier', team: 'Équipe', agency: 'Agence' },
  member: 'Courtier du site (facultatif)',
  none: '— Aucun —',
  contact_name: 'Nom de la personne-ressource (facultatif)',
  contactHint: 'Par défaut : le courtier choisi, sinon le nom du site.',
  submit: 'Créer le site',
  busy: 'Création du site…',
  failed: 'Le site n’a pas été créé :',
  network: 'Le serveur n’a pas répondu ; rien n’a été créé. Réessayez.',
  created: (name: string, pages: number) => `Site « ${name} » créé : ${pages} pages copiées.`,
  substituted: 'Noms remplacés :',
  editSite: 'Modifier le nouveau site',
  visitSite: 'Voir le nouveau site',
  adminsOnly: 'Seul un administrateur de l’agence crée des sites.',
  link: 'Créer un site à partir d’un modèle',
}

export type NewSiteLabels = typeof fr

const en: NewSiteLabels = {
  title: 'New site from a template',
  intro:
    'Copies the template site’s theme, header, footer and every page (published and drafts), in French and English, replacing its names (site, contact person, e-mail, phone, domain) with the new site’s. The new site answers on its domains at once; it stays out of production (not indexed) until you tick “Production”.',
  template: 'Template site',
  name: 'New site name',
  site_id: 'Site id (site_id)',
  microsite_id: 'Microsite id (microsite_id)',
  domains: 'Domain names (one per line)',
  site_type: 'Site type',
  types: { broker: 'Broker', team: 'Team', agency: 'Agency' },
  member: 'The site’s broker (optional)',
  none: '— None —',
  contact_name: 'Contact person’s name (optional)',
  contactHint: 'By default: the chosen broker, else the site name.',
  submit: 'Create the site',
  busy: 'Creating the site…',
  failed: 'The site was not created:',
  network: 'The server did not answer; nothing was created. Try again.',
  created: (name: string, pages: number) => `Site “${name}” created: ${pages} pages copied.`,
  substituted: 'Names replaced:',
  editSite: 'Edit the new site',
  visitSite: 'View the new site',
  adminsOnly: 'Only an agency administrator creates sites.',
  link: 'Create a site from a template',
}

export const newSiteLabels = (language?: string): NewSiteLabels => (language === 'en' ? en : fr)
