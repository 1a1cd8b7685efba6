import type { CollectionConfig } from 'payload'
import { agencyAdminsOnly, agencyAdminsOnlyField, editorsOnly, editorsOnlyField, sitesOfReader } from '@/access'
import { revalidateAll } from '@/infra/revalidate'
import { editorUrl } from '@/fields/url-validate'
import { siteDomainOf } from '@/domain/site-host'
import { deleteWhatTheSiteOwns, forgetDeletedSite } from './site-delete'
import { siteTagsField } from './site-tags-field'

/** Domains are stored as the Host header names them (lower case, punycode, no port): see src/domain/site-host.ts. */
const normalizeDomain = ({ value }: { value?: unknown }) =>
  typeof value === 'string' ? (siteDomainOf(value) ?? value) : value

/** Who the site presents (docs/decisions/0025): only agency administrators choose; ids only (never populated). */
const people = (name: 'members' | 'offices', description: { fr: string; en: string }) => ({
  name,
  type: 'relationship' as const,
  relationTo: name,
  hasMany: true,
  maxDepth: 0,
  label: name === 'members' ? { fr: 'Membres', en: 'Members' } : { fr: 'Bureaux', en: 'Offices' },
  access: { create: agencyAdminsOnlyField, update: agencyAdminsOnlyField },
  admin: { description },
})

/** A row of media uploads (the brand version's sets). */
const brandRow = (names: string[]) => ({
  type: 'row' as const,
  fields: names.map((name) => ({ name, type: 'upload' as const, relationTo: 'media' as const })),
})

/**
 * The sites this deployment serves (the multi-tenant plugin's tenants, docs/decisions/0023): identity,
 * type, brand, domains, captcha, contact form settings, head elements, maintenance, and the members
 * and offices it presents (decision 0025). A request's Host picks the site whose `domains` list it.
 * Visitors read only the site of the host they asked.
 */
export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: { fr: 'Site', en: 'Site' }, plural: { fr: 'Sites', en: 'Sites' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'site_type', 'site_id', 'domains'],
    group: { fr: 'Administration', en: 'Administration' },
    description: {
      fr: 'Supprimer un site supprime aussi ses pages, ses redirections, son en-tête, son pied de page et son thème. Ses demandes reçues sont conservées.',
      en: 'Deleting a site also deletes its pages, redirects, header, footer and theme. The leads it received are kept.',
    },
  },
  access: { read: sitesOfReader, create: agencyAdminsOnly, update: editorsOnly, delete: agencyAdminsOnly },
  hooks: {
    beforeDelete: [deleteWhatTheSiteOwns],
    afterChange: [revalidateAll],
    afterDelete: [forgetDeletedSite, revalidateAll],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, defaultValue: 'Courtier' },
        {
          name: 'site_type',
          type: 'select',
          defaultValue: 'broker',
          options: ['broker', 'team', 'agency'],
          required: true,
        },
        { name: 'brand_version', type: 'select', defaultValue: '1', options: ['1', '2'], required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site_id', type: 'text', required: true, unique: true, defaultValue: 'demo' },
        { name: 'microsite_id', type: 'text', required: true, defaultValue: 'demo' },
        {
          name: 'site_key',
          type: 'text',
          admin: {
            description: {
              fr: 'Clé publique envoyée par le navigateur dans X-Site-Key.',
              en: 'Public key sent as X-Site-Key by the browser.',
            },
          },
        },
      ],
    },
    // Private settings: the site reads them server-side; REST answers them to editors only.
    { name: 'production', type: 'checkbox', defaultValue: false, access: { read: editorsOnlyField } },
    {
      name: 'maintenance',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          fr: 'Affiche la page de maintenance (503) aux visiteurs.',
          en: 'Shows the maintenance page (503) to visitors.',
        },
      },
    },
    // A host serves the site whose domains list it: only administrators add or change them (issue 27, item 9),
    // or a site's editor could claim any unclaimed domain for their site.
    {
      name: 'domain_name',
      type: 'text',
      access: { create: agencyAdminsOnlyField, update: agencyAdminsOnlyField },
      admin: { description: { fr: 'Domaine principal (adresses absolues).', en: 'Main domain (absolute addresses).' } },
    },
    {
      name: 'domains',
      type: 'array',
      required: true,
      minRows: 1,
      access: { create: agencyAdminsOnlyField, update: agencyAdminsOnlyField },
      admin: {
        description: {
          fr: 'Noms de domaine servis par ce site, sans port (ex. www.courtier.ca, agence.localhost).',
          en: 'Domain names this site answers, without port (e.g. www.courtier.ca, agence.localhost).',
        },
      },
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          hooks: { beforeValidate: [normalizeDomain] },
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Membres et bureaux présentés', en: 'Members and offices shown' },
      fields: [
        people('members', {
          fr: 'Courtiers et équipes de ce site : leurs fiches, et les inscriptions dont ils sont le courtier inscripteur. Un site d’agence sans membre ni bureau présente toute l’agence.',
          en: 'Brokers and teams of this site: their profiles, and the listings they are the listing agent of. An agency site with neither members nor offices shows the whole agency.',
        }),
        people('offices', {
          fr: 'Bureaux de ce site : leurs membres et toutes leurs inscriptions. Les bureaux où travaillent les membres choisis s’affichent sans y être ajoutés.',
          en: 'Offices of this site: their members and all their listings. The offices of the chosen members are shown without being added here.',
        }),
      ],
    },
    {
      name: 'contact',
      type: 'group',
      admin: {
        description: {
          fr: 'Coordonnées publiques (fenêtres de contact).',
          en: 'Public contact details (contact modals).',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phone_display', type: 'text' },
            { name: 'phone_intl', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
      ],
    },
    {
      name: 'captcha',
      type: 'group',
      access: { read: editorsOnlyField },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'site_key', type: 'text' },
            { name: 'version', type: 'select', defaultValue: '3', options: ['2', '3'] },
            { name: 'enterprise', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      name: 'contact_form',
      type: 'group',
      fields: [
        { name: 'show_consent', type: 'checkbox', defaultValue: true },
        { name: 'contact_name', type: 'text' },
        { name: 'default_recipient_email', type: 'email', access: { read: editorsOnlyField } },
      ],
    },
    {
      name: 'favicon',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: {
          fr: 'Utilisée quand le jeu d’icônes de la version de la marque n’en a pas.',
          en: 'Used when the brand version’s icon set has none.',
        },
      },
    },
    {
      name: 'brand_logos',
      type: 'group',
      admin: {
        description: {
          fr: 'Logo du site par version de la marque : remplace celui des blocs d’en-tête et de pied de page. Vide : le logo des blocs.',
          en: 'Site logo per brand version: replaces the header and footer blocks’ logo. Empty: the blocks’ logo.',
        },
      },
      fields: [brandRow(['v1_light', 'v1_dark', 'v2_light', 'v2_dark'])],
    },
    {
      name: 'favicon_sets',
      type: 'group',
      admin: {
        description: {
          fr: 'Icônes du site (onglet et écran d’accueil) par version de la marque.',
          en: 'Site icons (browser tab and home screen) per brand version.',
        },
      },
      fields: [brandRow(['v1_icon', 'v1_apple', 'v2_icon', 'v2_apple'])],
    },
    {
      name: 'franchise_logos',
      type: 'group',
      admin: {
        description: {
          fr: 'Jeux de logos de la bannière ; la version de la marque (1 ou 2) choisit le jeu. Toujours affichés sur un site d’agence.',
          en: 'Franchise logo sets; brand version 1 or 2 picks the set. Forced on agency sites.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'v1_light', type: 'upload', relationTo: 'media' },
            { name: 'v1_dark', type: 'upload', relationTo: 'media' },
            { name: 'v2_light', type: 'upload', relationTo: 'media' },
            { name: 'v2_dark', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
    {
      name: 'head_elements',
      type: 'array',
      admin: {
        description: { fr: 'Éléments <meta> et <link> personnalisés.', en: 'Custom <meta> and <link> elements.' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'tag',
              type: 'select',
              options: [
                { label: { fr: '<meta>', en: '<meta>' }, value: 'meta' },
                { label: { fr: '<link>', en: '<link>' }, value: 'link' },
              ],
              required: true,
            },
            { name: 'name', type: 'text' },
            { name: 'content', type: 'text' },
            { name: 'rel', type: 'text' },
            { name: 'href', type: 'text', validate: editorUrl('https') },
          ],
        },
      ],
    },
    siteTagsField,
    {
      name: 'powered_by',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text' },
            { name: 'url', type: 'text', validate: editorUrl('https') },
          ],
        },
      ],
    },
  ],
}
