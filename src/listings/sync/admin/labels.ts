/** The sync history's admin labels (the admin is French by default). */
const fr = {
  locale: 'fr-CA', colon: '\u00a0:',
  title: 'Historique des synchronisations', empty: 'Aucune synchronisation pour l’instant.', lastError: 'Dernière erreur',
  started: 'Début', finished: 'Fin', kind: 'Type', status: 'État', received: 'Reçues', inserted: 'Ajoutées', updated: 'Mises à jour',
  withdrawn: 'Retirées', rejected: 'Rejetées', reasons: 'Enregistrements rejetés', error: 'Erreur',
  full: 'Complète', incremental: 'Incrémentale', reread: 'Relecture complète', running: 'En cours', succeeded: 'Réussie', failed: 'Échouée',
  resource: 'Ressource', key: 'Clé', field: 'Champ', reason: 'Motif', noKey: '(sans clé)', attempts: 'Tentatives', since: 'Rejeté depuis',
  pending: 'Enregistrements rejetés, redemandés au flux à chaque synchronisation',
  pendingNote: 'Ils sont importés dès que le flux les envoie corrigés ; un enregistrement que le flux ne contient plus quitte la liste.',
  Property: 'Inscription', Member: 'Courtier', Office: 'Agence',
  rereadTitle: 'Tout relire', rereadButton: 'Relire tout le flux',
  rereadHelp: 'Relit chaque enregistrement du flux depuis le début, sans tenir compte de la dernière synchronisation.',
  rereadStarted: 'Relecture complète lancée. Rechargez la page pour suivre son avancement.', rereadFailed: 'La relecture n’a pas pu démarrer',
}

const en: Record<keyof typeof fr, string> = {
  locale: 'en-CA', colon: ':',
  title: 'Sync history', empty: 'No sync yet.', lastError: 'Last error',
  started: 'Start', finished: 'End', kind: 'Kind', status: 'Status', received: 'Received', inserted: 'Inserted', updated: 'Updated',
  withdrawn: 'Withdrawn', rejected: 'Rejected', reasons: 'Rejected records', error: 'Error',
  full: 'Full', incremental: 'Incremental', reread: 'Full re-read', running: 'Running', succeeded: 'Succeeded', failed: 'Failed',
  resource: 'Resource', key: 'Key', field: 'Field', reason: 'Reason', noKey: '(no key)', attempts: 'Attempts', since: 'Rejected since',
  pending: 'Rejected records, asked for again at every sync',
  pendingNote: 'They are imported as soon as the feed sends them corrected; a record the feed no longer holds leaves the list.',
  Property: 'Listing', Member: 'Broker', Office: 'Office',
  rereadTitle: 'Read everything again', rereadButton: 'Read the whole feed again',
  rereadHelp: 'Reads every record of the feed again from the start, whatever the last sync read.',
  rereadStarted: 'Full re-read started. Reload the page to follow it.', rereadFailed: 'The re-read could not start',
}

export const historyLabels = { fr, en }
export type HistoryLabels = Record<keyof typeof fr, string>
export const historyLabelsFor = (language: string | undefined): HistoryLabels => (language === 'en' ? historyLabels.en : historyLabels.fr)
