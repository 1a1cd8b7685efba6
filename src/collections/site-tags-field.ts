import type { Field, TextFieldSingleValidation } from 'payload'
import { agencyAdminsOnlyField } from '@/access'
import { GATEWAY_PROVIDERS, tagProblem, type TagProblem } from '@/domain/site-tags'

const messages: Record<TagProblem, { fr: string; en: string }> = {
  tagId: {
    fr: 'Identifiant non valide : G-XXXXXXX (GA4), GTM-XXXXXX (Gestionnaire de balises) ou des chiffres (pixel Meta).',
    en: 'Invalid id: G-XXXXXXX (GA4), GTM-XXXXXX (Tag Manager) or digits (Meta Pixel).',
  },
  origin: {
    fr: 'Origine déclarée requise pour un script personnalisé (facultative pour Google) : https://hôte[:port], sans chemin (http seulement sur cette machine).',
    en: 'Declared origin required for a custom script (optional for Google): https://host[:port], no path (http only on this machine).',
  },
  scriptUrl: {
    fr: 'L’adresse du script doit être sur l’origine déclarée.',
    en: 'The script address must be on the declared origin.',
  },
}

type Req = { req?: { i18n?: { language?: string } }; siblingData?: Record<string, unknown> }

/** The row's check, reported on the field it is about (the other fields of the row pass). */
const check = (field: TagProblem) =>
  ((_value: unknown, { req, siblingData }: Req) => {
    const problem = tagProblem(siblingData ?? {})
    if (problem !== field) return true
    return messages[field][req?.i18n?.language === 'en' ? 'en' : 'fr']
  }) as TextFieldSingleValidation

const custom = (_data: unknown, row: Record<string, unknown> | undefined) => row?.provider === 'custom'
const withOrigin = (_data: unknown, row: Record<string, unknown> | undefined) =>
  row?.provider === 'custom' || GATEWAY_PROVIDERS.includes(row?.provider as never)

/**
 * The site's own tags (issue 28), edited by administrators only: each loads only once the visitor
 * accepted its category (a necessary one at once), and the site's CSP allows exactly their origins.
 */
export const siteTagsField: Field = {
  name: 'tags',
  type: 'array',
  label: { fr: 'Balises du site (analytique, publicité, clavardage)', en: 'Site tags (analytics, ads, chat)' },
  labels: { singular: { fr: 'Balise', en: 'Tag' }, plural: { fr: 'Balises', en: 'Tags' } },
  access: { create: agencyAdminsOnlyField, update: agencyAdminsOnlyField },
  admin: {
    description: {
      fr: 'Chargées sur toutes les pages seulement après le consentement du visiteur à leur catégorie (« Nécessaire » : tout de suite). La politique de sécurité du site autorise exactement leurs origines.',
      en: 'Loaded on every page only once the visitor accepts their category ("Necessary": at once). The site’s security policy allows exactly their origins.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: { fr: 'Nom', en: 'Name' } },
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'analytics',
          label: { fr: 'Catégorie de consentement', en: 'Consent category' },
          options: [
            { value: 'necessary', label: { fr: 'Nécessaire', en: 'Necessary' } },
            { value: 'analytics', label: { fr: 'Analytique', en: 'Analytics' } },
            { value: 'marketing', label: { fr: 'Marketing', en: 'Marketing' } },
            { value: 'functional', label: { fr: 'Fonctionnel', en: 'Functional' } },
          ],
        },
        {
          name: 'placement',
          type: 'select',
          required: true,
          defaultValue: 'head',
          label: { fr: 'Emplacement', en: 'Placement' },
          options: [
            { value: 'head', label: { fr: 'Dans l’en-tête (head)', en: 'In the head' } },
            { value: 'body', label: { fr: 'À la fin de la page (body)', en: 'At the end of the body' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          defaultValue: 'ga4',
          label: { fr: 'Fournisseur', en: 'Provider' },
          options: [
            { value: 'ga4', label: { fr: 'Google Analytics 4', en: 'Google Analytics 4' } },
            { value: 'gtm', label: { fr: 'Gestionnaire de balises Google', en: 'Google Tag Manager' } },
            { value: 'meta', label: { fr: 'Pixel Meta', en: 'Meta Pixel' } },
            { value: 'custom', label: { fr: 'Script personnalisé', en: 'Custom script' } },
          ],
        },
        {
          name: 'tag_id',
          type: 'text',
          label: { fr: 'Identifiant', en: 'Id' },
          validate: check('tagId'),
          admin: { condition: (d, row) => !custom(d, row) },
        },
        {
          name: 'origin',
          type: 'text',
          label: { fr: 'Origine déclarée', en: 'Declared origin' },
          validate: check('origin'),
          admin: {
            condition: withOrigin,
            description: {
              fr: 'Script personnalisé : l’origine de son adresse. Google : votre serveur de balises propriétaire, s’il y a lieu (le script et les mesures passent par lui plutôt que par Google).',
              en: 'Custom script: its address’s origin. Google: your own first-party tag server, if any (the script and the hits go through it instead of Google).',
            },
          },
        },
        {
          name: 'script_url',
          type: 'text',
          label: { fr: 'Adresse du script', en: 'Script address' },
          validate: check('scriptUrl'),
          admin: { condition: custom },
        },
      ],
    },
  ],
}
