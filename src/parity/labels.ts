import type { Locale } from '@/domain/locales'

const fr = {
  panelTitle: 'Traduction',
  none: 'Les deux langues sont complètes.',
  missingIn: (l: string) => `Manquant en ${l}`,
  copiedIn: (l: string) => `Copié en ${l} (même texte qu’en ${l === 'anglais' ? 'français' : 'anglais'})`,
  badge: (code: string, missing: number, copied: number) =>
    `${code} : ${missing} manquant${missing > 1 ? 's' : ''}, ${copied} copié${copied > 1 ? 's' : ''}`,
  complete: 'Complète',
  language: { fr: 'français', en: 'anglais' } as Record<Locale, string>,
  code: { fr: 'FR', en: 'EN' } as Record<Locale, string>,
  dashboard: (n: number) =>
    n === 0
      ? 'Traduction : tous les documents sont complets dans les deux langues.'
      : `Traduction : ${n} document${n > 1 ? 's ont' : ' a'} des champs manquants ou copiés.`,
  dashboardLink: 'Voir la liste',
  viewTitle: 'Documents à traduire',
  viewIntro: 'Pages, articles et autres documents dont un champ manque ou est copié dans l’autre langue.',
  collection: 'Type',
  document: 'Document',
  gaps: 'Écarts',
  anyway: 'Publier quand même',
  anywayHelp: 'Cochez pour publier malgré les écarts de traduction signalés.',
  fields: (kind: 'missing' | 'copied', n: number) =>
    `${n} champ${n > 1 ? 's' : ''} ${kind === 'missing' ? 'manquant' : 'copié'}${n > 1 ? 's' : ''}`,
  warnHead: 'Traduction incomplète.',
  warnTail: 'Cochez « Publier quand même » pour publier malgré tout.',
  warnToast: 'Traduction incomplète : voyez les écarts près de « Publier quand même ».',
  blockedHead: 'Publication bloquée par les paramètres du site : traduction incomplète.',
}

type Dict = typeof fr

const en: Dict = {
  panelTitle: 'Translation',
  none: 'Both languages are complete.',
  missingIn: (l) => `Missing in ${l}`,
  copiedIn: (l) => `Copied in ${l} (same text as in ${l === 'English' ? 'French' : 'English'})`,
  badge: (code, missing, copied) => `${code}: ${missing} missing, ${copied} copied`,
  complete: 'Complete',
  language: { fr: 'French', en: 'English' },
  code: { fr: 'FR', en: 'EN' },
  dashboard: (n) =>
    n === 0
      ? 'Translation: every document is complete in both languages.'
      : `Translation: ${n} document${n > 1 ? 's have' : ' has'} missing or copied fields.`,
  dashboardLink: 'See the list',
  viewTitle: 'Documents to translate',
  viewIntro: 'Pages, posts and other documents with a field missing or copied in the other language.',
  collection: 'Type',
  document: 'Document',
  gaps: 'Gaps',
  anyway: 'Publish anyway',
  anywayHelp: 'Tick to publish despite the translation gaps listed.',
  fields: (kind, n) => `${n} field${n > 1 ? 's' : ''} ${kind}`,
  warnHead: 'Translation incomplete.',
  warnTail: 'Tick “Publish anyway” to publish all the same.',
  warnToast: 'Translation incomplete: see the gaps next to “Publish anyway”.',
  blockedHead: 'Publishing is blocked by the site settings: translation incomplete.',
}

/** The parity strings in the admin's language (French unless the editor chose English). */
export const parityLabels = (language: string | undefined): Dict => (language === 'en' ? en : fr)
