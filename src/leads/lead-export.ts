import type { Lead } from '@/payload-types'
import { formatAdminDate, yesNo, type AdminLanguage } from '@/domain/admin-words'
import { kindWords, leadKind, statusWords, wordOf, deliveryWords } from '@/domain/lead-words'

const headings = {
  fr: [
    'Reçue le',
    'Statut',
    'Responsable',
    'Formulaire',
    'Nom',
    'Courriel',
    'Téléphone',
    'Message',
    'Page d’origine',
    'Propriété',
    'Cases de consentement affichées',
    'Consentement transactionnel',
    'Consentement marketing',
    'Version du texte de consentement',
    'Consentement enregistré le',
    'État de l’envoi',
  ],
  en: [
    'Received',
    'Status',
    'Assignee',
    'Form',
    'Name',
    'Email',
    'Phone',
    'Message',
    'Source page',
    'Listing',
    'Consent boxes shown',
    'Transactional consent',
    'Marketing consent',
    'Consent wording version',
    'Consent recorded at',
    'Delivery state',
  ],
}

const nameOf = (m: Lead['assignee']) => (m && typeof m === 'object' ? m.name : '')

/** The CSV's rows for these leads, in the admin's language, consents included. */
export function exportRows(leads: readonly Lead[], lang: AdminLanguage): string[][] {
  return [
    headings[lang],
    ...leads.map((l) => [
      formatAdminDate(l.createdAt, lang),
      wordOf(statusWords, l.status, lang),
      nameOf(l.assignee),
      kindWords[leadKind(l.form_type, l.source_listing)][lang],
      l.full_name ?? '',
      l.email ?? '',
      l.phone ?? '',
      l.message ?? '',
      l.source_path ?? '',
      l.source_listing ?? '',
      yesNo(l.consent?.shown, lang),
      yesNo(l.consent?.transaction, lang),
      yesNo(l.consent?.marketing, lang),
      l.consent?.version ?? '',
      formatAdminDate(l.consent?.recorded_at, lang),
      wordOf(deliveryWords, l.delivery_state, lang),
    ]),
  ]
}
