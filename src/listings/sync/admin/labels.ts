/** The sync history's admin labels (the admin is French by default). */
const fr = {
  locale: 'fr-CA', colon: '\u00a0:',
  title: 'Historique des synchronisations', empty: 'Aucune synchronisation pour l’instant.', lastError: 'Dernière erreur',
  started: 'Début', finished: 'Fin', kind: 'Type', status: 'État', received: 'Reçues', inserted: 'Ajoutées', updated: 'Mises à jour',
  withdrawn: 'Retirées', rejected: 'Rejetées', reasons: 'Motifs de rejet', error: 'Erreur',
  full: 'Complète', incremental: 'Incrémentale', running: 'En cours', succeeded: 'Réussie', failed: 'Échouée',
}

const en: Record<keyof typeof fr, string> = {
  locale: 'en-CA', colon: ':',
  title: 'Sync history', empty: 'No sync yet.', lastError: 'Last error',
  started: 'Start', finished: 'End', kind: 'Kind', status: 'Status', received: 'Received', inserted: 'Inserted', updated: 'Updated',
  withdrawn: 'Withdrawn', rejected: 'Rejected', reasons: 'Rejection reasons', error: 'Error',
  full: 'Full', incremental: 'Incremental', running: 'Running', succeeded: 'Succeeded', failed: 'Failed',
}

export const historyLabels = { fr, en }
export type HistoryLabels = Record<keyof typeof fr, string>
export const historyLabelsFor = (language: string | undefined): HistoryLabels => (language === 'en' ? historyLabels.en : historyLabels.fr)
