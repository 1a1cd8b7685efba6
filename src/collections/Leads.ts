import type { CollectionConfig, Field } from 'payload'
import { editorsOnly } from '@/access'
import { recipientTypes } from '@/leads/contact-schema'
import { formTypes } from '@/leads/wire-fields'
import { assigneeMailFields, leadWorkFields, sourceFields } from './lead-work-fields'
import { leadWorkAfterChange, leadWorkBeforeChange } from './lead-work-hooks'
import { leadExportEndpoint } from '@/leads/export-endpoint'

const ro = { readOnly: true }
const yesNo = {
  readOnly: true,
  components: { Field: '/leads/admin/WordField#YesNoField', Cell: '/leads/admin/Cells#YesNoCell' },
}
const dateWords = {
  readOnly: true,
  components: { Field: '/leads/admin/WordField#DateField', Cell: '/leads/admin/Cells#DateCell' },
}
const text = (name: string, label: { fr: string; en: string }): Field => ({ name, label, type: 'text', admin: ro })

const visitor: Field[] = [
  {
    type: 'row',
    fields: [
      text('first_name', { fr: 'Prénom', en: 'First name' }),
      text('last_name', { fr: 'Nom', en: 'Last name' }),
      text('full_name', { fr: 'Nom complet', en: 'Full name' }),
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', label: { fr: 'Courriel', en: 'Email' }, type: 'email', admin: ro },
      text('phone', { fr: 'Téléphone', en: 'Phone' }),
    ],
  },
  { name: 'message', label: { fr: 'Message', en: 'Message' }, type: 'textarea', admin: ro },
]

const consent: Field = {
  name: 'consent',
  label: { fr: 'Consentement', en: 'Consent' },
  type: 'group',
  admin: ro,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'shown', label: { fr: 'Cases affichées', en: 'Boxes shown' }, type: 'checkbox', admin: yesNo },
        {
          name: 'transaction',
          label: { fr: 'Transactionnel', en: 'Transactional' },
          type: 'checkbox',
          admin: yesNo,
        },
        { name: 'marketing', label: { fr: 'Marketing', en: 'Marketing' }, type: 'checkbox', admin: yesNo },
      ],
    },
    {
      name: 'transaction_wording',
      label: { fr: 'Texte affiché (transactionnel)', en: 'Wording shown (transactional)' },
      type: 'textarea',
    },
    {
      name: 'marketing_wording',
      label: { fr: 'Texte affiché (marketing)', en: 'Wording shown (marketing)' },
      type: 'textarea',
    },
    {
      type: 'row',
      fields: [
        { name: 'version', label: { fr: 'Version du texte', en: 'Wording version' }, type: 'text' },
        {
          name: 'recorded_at',
          label: { fr: 'Enregistré le', en: 'Recorded at' },
          type: 'date',
          admin: dateWords,
        },
      ],
    },
  ],
}

const delivery: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'delivery_state',
        label: { fr: 'État de l’envoi', en: 'Delivery state' },
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: [
          { value: 'pending', label: { fr: 'En attente', en: 'Pending' } },
          { value: 'delivered', label: { fr: 'Livré', en: 'Delivered' } },
          { value: 'failed', label: { fr: 'Échec', en: 'Failed' } },
        ],
        admin: {
          description: {
            fr: 'Remettre à « En attente » pour relancer l’envoi.',
            en: 'Set back to Pending to retry the delivery.',
          },
        },
      },
      {
        name: 'delivery_attempts',
        label: { fr: 'Tentatives', en: 'Attempts' },
        type: 'number',
        defaultValue: 0,
        admin: ro,
      },
      {
        name: 'next_attempt_at',
        label: { fr: 'Prochaine tentative', en: 'Next attempt' },
        type: 'date',
        index: true,
        admin: dateWords,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email_sent', label: { fr: 'Courriel envoyé', en: 'Email sent' }, type: 'checkbox', admin: yesNo },
      { name: 'webhook_sent', label: { fr: 'Webhook envoyé', en: 'Webhook sent' }, type: 'checkbox', admin: yesNo },
      { name: 'delivered_at', label: { fr: 'Livré le', en: 'Delivered at' }, type: 'date', admin: dateWords },
    ],
  },
  { name: 'locked_until', type: 'date', admin: { hidden: true } },
  { name: 'last_error', label: { fr: 'Dernière erreur', en: 'Last error' }, type: 'textarea', admin: ro },
]

const review: Field = {
  type: 'collapsible',
  label: { fr: 'Vérification', en: 'Review' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'review_flagged',
          label: { fr: 'À vérifier', en: 'Flagged for review' },
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: {
            components: { Cell: '/leads/admin/Cells#YesNoCell' },
            description: {
              fr: 'Une demande qui a échoué au captcha est retenue (ni courriel ni webhook) tant qu’elle est cochée : décocher pour la libérer. « Captcha indisponible », « Service captcha injoignable » et « Captcha non configuré » : non vérifiée, envoyée quand même.',
              en: 'A lead that failed the captcha is held (no email, no webhook) while this is ticked: untick to release it. “Captcha unavailable”, “Captcha service unreachable” and “Captcha not configured”: unverified, delivered all the same.',
            },
          },
        },
        {
          name: 'review_reason',
          label: { fr: 'Motif', en: 'Reason' },
          type: 'text',
          admin: {
            readOnly: true,
            components: { Field: '/leads/admin/WordField#ReasonField', Cell: '/leads/admin/Cells#ReasonCell' },
          },
        },
        { name: 'captcha_score', label: { fr: 'Score captcha', en: 'Captcha score' }, type: 'number', admin: ro },
      ],
    },
  ],
}

const technical: Field = {
  type: 'collapsible',
  label: { fr: 'Détails techniques (envoi)', en: 'Technical details (delivery)' },
  admin: { initCollapsed: true },
  fields: [
    ...delivery,
    ...assigneeMailFields,
    { name: 'fields', label: { fr: 'Champs reçus', en: 'Fields received' }, type: 'json', admin: ro },
    {
      type: 'row',
      fields: [
        text('ip', { fr: 'Adresse IP', en: 'IP address' }),
        text('user_agent', { fr: 'Navigateur', en: 'User agent' }),
      ],
    },
    {
      name: 'idempotency_key',
      label: { fr: 'Clé d’idempotence', en: 'Idempotency key' },
      type: 'text',
      unique: true,
      index: true,
      admin: ro,
    },
  ],
}

/**
 * Every contact, alert and valuation request: stored before the visitor is answered, then delivered.
 * The broker works it here (issue 29): the person, their message, where they came from and their
 * consents first, the status, assignee and notes beside them, the delivery machinery folded away.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { fr: 'Demande', en: 'Lead' }, plural: { fr: 'Demandes', en: 'Leads' } },
  admin: {
    useAsTitle: 'full_name',
    defaultColumns: ['full_name', 'status', 'assignee', 'form_type', 'source_path', 'createdAt'],
    components: { beforeListTable: ['/leads/admin/ExportLink#ExportLink'] },
  },
  access: { read: editorsOnly, create: () => false, update: editorsOnly, delete: editorsOnly },
  endpoints: [leadExportEndpoint],
  hooks: { beforeChange: [leadWorkBeforeChange], afterChange: [leadWorkAfterChange] },
  // The dashboard's counts read only these columns over 12 weeks: an index holding them all answers them without
  // reading the (wide) lead rows (src/workspace/dashboard-sql.ts, bench/leads-dashboard.ts).
  indexes: [{ fields: ['createdAt', 'tenant', 'form_type', 'source_path', 'source_listing', 'first_contacted_at'] }],
  fields: [
    {
      name: 'quick_actions',
      type: 'ui',
      admin: { components: { Field: '/leads/admin/QuickActions#QuickActions' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'form_type',
          label: { fr: 'Formulaire', en: 'Form' },
          type: 'select',
          required: true,
          index: true,
          options: [...formTypes],
          admin: ro,
        },
        { name: 'locale', label: { fr: 'Langue', en: 'Language' }, type: 'select', options: ['fr', 'en'], admin: ro },
        text('site', { fr: 'Site', en: 'Site' }),
      ],
    },
    { type: 'collapsible', label: { fr: 'Personne', en: 'Person' }, fields: visitor },
    {
      type: 'collapsible',
      label: { fr: 'Provenance', en: 'Source' },
      fields: [
        ...sourceFields,
        {
          type: 'row',
          fields: [
            {
              name: 'recipient_type',
              label: { fr: 'Destinataire', en: 'Recipient' },
              type: 'select',
              options: [...recipientTypes],
              admin: ro,
            },
            text('recipient_slug', { fr: 'Identifiant', en: 'Slug' }),
            {
              name: 'recipient_email',
              label: { fr: 'Courriel du destinataire', en: 'Recipient email' },
              type: 'email',
              admin: ro,
            },
          ],
        },
      ],
    },
    consent,
    {
      // The visitor's favourites and saved searches, only when they ticked the box to attach them (issue 31).
      name: 'shared_shortlist',
      label: { fr: 'Favoris et recherches joints', en: 'Attached favourites and searches' },
      type: 'json',
      admin: {
        readOnly: true,
        components: { Field: '/workspace/shortlist/SharedShortlistField#SharedShortlistField' },
      },
    },
    ...leadWorkFields,
    review,
    technical,
    {
      name: 'createdAt',
      label: { fr: 'Reçue le', en: 'Received' },
      type: 'date',
      index: true,
      admin: { ...dateWords, position: 'sidebar', disableBulkEdit: true },
    },
  ],
}
