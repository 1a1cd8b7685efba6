/** The lead workspace's admin words, French first (decision 0012). */
const fr = {
  locale: 'fr-CA',
  status: 'Statut',
  statusOf: (name: string) => `Statut de ${name}`,
  moveTo: (status: string) => `Passer à « ${status} »`,
  saving: 'Enregistrement…',
  failed: 'Le statut n’a pas été changé. Réessayez.',
  quickActions: 'Actions rapides',
  call: 'Appeler',
  reply: 'Répondre par courriel',
  replySubject: (site: string) => `Votre demande sur ${site}`,
  openListing: 'Voir la propriété',
  openPage: 'Voir la page d’origine',
  noNotes: 'Aucune note pour l’instant.',
  notesTitle: 'Notes',
  noteBy: (author: string, at: string) => `${author}, ${at}`,
  exportCsv: 'Exporter en CSV (liste filtrée)',
  exportHelp:
    'Les demandes affichées par les filtres actuels, avec les consentements ; l’export est consigné au journal d’audit.',
}

export type LeadAdminLabels = typeof fr

const en: LeadAdminLabels = {
  locale: 'en-CA',
  status: 'Status',
  statusOf: (name: string) => `Status of ${name}`,
  moveTo: (status: string) => `Move to “${status}”`,
  saving: 'Saving…',
  failed: 'The status was not changed. Try again.',
  quickActions: 'Quick actions',
  call: 'Call',
  reply: 'Reply by e-mail',
  replySubject: (site: string) => `Your request on ${site}`,
  openListing: 'Open the listing',
  openPage: 'Open the source page',
  noNotes: 'No notes yet.',
  notesTitle: 'Notes',
  noteBy: (author: string, at: string) => `${author}, ${at}`,
  exportCsv: 'Export as CSV (filtered list)',
  exportHelp: 'The leads the current filters show, with their consents; the export is written to the audit trail.',
}

export const leadAdminLabels = (language: string | undefined): LeadAdminLabels => (language === 'en' ? en : fr)
