import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { editorsOnly } from '@/access'
import { revalidateTags } from '@/infra/revalidate'
import { editorUrl } from '@/fields/url-validate'
import { idOf } from '@/access/site-scope'

/** One redirect per path and site (two sites may each redirect their own /fr/ancienne-page). */
const uniqueFromPerSite: TextFieldSingleValidation = async (value, { req, id, data }) => {
  if (!value) return req.locale === 'en' ? 'This field is required.' : 'Ce champ est obligatoire.'
  const found = await req.payload.find({
    collection: 'redirects',
    where: {
      from: { equals: value },
      tenant: { equals: idOf((data as { tenant?: unknown })?.tenant) },
      ...(id ? { id: { not_equals: id } } : {}),
    },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs.length
    ? req.locale === 'en'
      ? 'This site already redirects this path.'
      : 'Ce site redirige déjà ce chemin.'
    : true
}

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { fr: 'Redirection', en: 'Redirect' }, plural: { fr: 'Redirections', en: 'Redirects' } },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'type'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('redirects')], afterDelete: [revalidateTags('redirects')] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      validate: uniqueFromPerSite,
      admin: { description: { fr: 'Chemin complet, ex. /fr/ancienne-page', en: 'Full path, e.g. /fr/ancienne-page' } },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: editorUrl('https-or-path'),
      admin: { description: { fr: 'Chemin (/fr/contact) ou adresse complète', en: 'Path (/en/contact) or full URL' } },
    },
    {
      name: 'type',
      label: { fr: 'Type de redirection', en: 'Redirect type' },
      type: 'select',
      required: true,
      defaultValue: '301',
      options: ['301', '302'],
    },
  ],
}
