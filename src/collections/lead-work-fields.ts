import type { Field, FilterOptions, Where } from 'payload'
import { sitePeople } from '@/domain/site-people'
import { leadStatuses } from '@/domain/lead-status'
import { statusWords } from '@/domain/lead-words'
import { idOf } from '@/access/site-scope'

const admin = (name: string) => `/leads/admin/${name}`
const ro = { readOnly: true }

/** The assignee is chosen among the members the lead's site presents (decision 0025). */
const siteMembers: FilterOptions = async ({ data, req }) => {
  const tenant = idOf((data as { tenant?: unknown } | undefined)?.tenant)
  if (tenant === null) return true
  const site = await req.payload
    .findByID({
      collection: 'sites',
      id: tenant,
      depth: 0,
      overrideAccess: true,
      select: { site_type: true, members: true, offices: true },
    })
    .catch(() => null)
  if (!site) return { id: { exists: false } } satisfies Where
  const people = sitePeople(site)
  if (people.all) return true
  const where: Where = { or: [{ id: { in: people.members } }, { office: { in: people.offices } }] }
  return where
}

/** What a broker works on a lead (issue 29): status, assignee and the notes; shown in the sidebar. */
export const leadWorkFields: Field[] = [
  {
    name: 'status',
    label: { fr: 'Statut', en: 'Status' },
    type: 'select',
    defaultValue: 'new',
    index: true,
    options: leadStatuses.map((value) => ({ value, label: statusWords[value] })),
    admin: {
      position: 'sidebar',
      components: { Field: admin('StatusField#StatusField'), Cell: admin('StatusCell#StatusCell') },
    },
  },
  {
    name: 'assignee',
    label: { fr: 'Responsable', en: 'Assignee' },
    type: 'relationship',
    relationTo: 'members',
    index: true,
    filterOptions: siteMembers,
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Un membre du répertoire du site ; il reçoit un courriel à l’enregistrement.',
        en: 'A member of the site’s directory; they receive an e-mail once saved.',
      },
    },
  },
  {
    name: 'first_contacted_at',
    label: { fr: 'Premier contact', en: 'First contact' },
    type: 'date',
    admin: {
      ...ro,
      position: 'sidebar',
      components: { Field: admin('WordField#DateField'), Cell: admin('Cells#DateCell') },
    },
  },
  {
    name: 'notes',
    label: { fr: 'Notes', en: 'Notes' },
    labels: { singular: { fr: 'Note', en: 'Note' }, plural: { fr: 'Notes', en: 'Notes' } },
    type: 'array',
    admin: { ...ro, components: { Field: admin('NotesField#NotesField') } },
    fields: [
      { name: 'author', label: { fr: 'Auteur', en: 'Author' }, type: 'text' },
      { name: 'body', label: { fr: 'Note', en: 'Note' }, type: 'textarea' },
      { name: 'at', label: { fr: 'Date', en: 'Date' }, type: 'date' },
    ],
  },
  {
    name: 'new_note',
    label: { fr: 'Ajouter une note', en: 'Add a note' },
    type: 'textarea',
    virtual: true,
    admin: {
      // Payload makes a virtual field read-only unless told otherwise: the broker types the note here.
      readOnly: false,
      description: {
        fr: 'Ajoutée aux notes à l’enregistrement, avec votre nom et l’heure ; une note ne se modifie plus.',
        en: 'Added to the notes when saved, with your name and the time; a note cannot be changed afterwards.',
      },
    },
  },
]

/** The assignee's e-mail, delivered by the leads outbox (retried like a lead, never lost). */
export const assigneeMailFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'assignee_mail_state',
        label: { fr: 'Courriel au responsable', en: 'Assignee e-mail' },
        type: 'select',
        index: true,
        options: [
          { value: 'pending', label: { fr: 'En attente', en: 'Pending' } },
          { value: 'delivered', label: { fr: 'Livré', en: 'Delivered' } },
          { value: 'failed', label: { fr: 'Échec', en: 'Failed' } },
        ],
        admin: ro,
      },
      { name: 'assignee_mail_to', label: { fr: 'Envoyé à', en: 'Sent to' }, type: 'email', admin: ro },
      { name: 'assignee_mail_attempts', label: { fr: 'Tentatives', en: 'Attempts' }, type: 'number', admin: ro },
      {
        name: 'assignee_mail_next_at',
        label: { fr: 'Prochaine tentative', en: 'Next attempt' },
        type: 'date',
        index: true,
        admin: { ...ro, components: { Field: admin('WordField#DateField') } },
      },
    ],
  },
  { name: 'assignee_mail_locked_until', type: 'date', admin: { hidden: true } },
  { name: 'assignee_mail_error', label: { fr: 'Dernière erreur', en: 'Last error' }, type: 'textarea', admin: ro },
]

/** Where the lead was sent from: the page (Referer), and the listing when that page is one. */
export const sourceFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'source_path',
        label: { fr: 'Page d’origine', en: 'Source page' },
        type: 'text',
        index: true,
        admin: { ...ro, components: { Cell: admin('Cells#SourceCell') } },
      },
      { name: 'source_listing', label: { fr: 'Propriété', en: 'Listing' }, type: 'text', index: true, admin: ro },
    ],
  },
]
