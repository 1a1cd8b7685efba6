import type { CollectionConfig, Field } from 'payload'
import { editorsOnly, publicPagesOrEditor } from '@/access'
import { pageBlocks } from '@/blocks/configs'
import { PageFooterConfig } from '@/blocks/FooterClassic/config'
import { revalidateTags } from '@/infra/revalidate'
import { routeKeys } from '@/domain/route-keys'
import { headerChoices } from '@/domain/header-choice'
import { uniquePathPerLocale, normalizePathHook } from './page-path'
import { colourField } from '@/fields/colour-field'
import { editorUrl } from '@/fields/url-validate'

const seoFields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'description', type: 'textarea', localized: true },
  { name: 'og_title', type: 'text', localized: true },
  { name: 'og_description', type: 'textarea', localized: true },
  { name: 'og_image', type: 'upload', relationTo: 'media' },
  { name: 'twitter_title', type: 'text', localized: true },
  { name: 'twitter_description', type: 'textarea', localized: true },
  { name: 'canonical_url', type: 'text', localized: true, validate: editorUrl('https-or-path') },
  {
    name: 'robots_index_rule',
    type: 'select',
    defaultValue: 'index,follow',
    options: ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'],
  },
]

const headerChoiceLabels = {
  site: { fr: 'En-tête du site', en: 'Site header' },
  header_classic: { fr: 'En-tête classique', en: 'Classic header' },
  header_megamenu: { fr: 'En-tête avec méga-menu', en: 'Megamenu header' },
  header_out_of_norm: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
} as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { fr: 'Page', en: 'Page' }, plural: { fr: 'Pages', en: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'route_key', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 25 },
  access: { read: publicPagesOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateTags('pages')], afterDelete: [revalidateTags('pages')] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'path',
      type: 'text',
      localized: true,
      required: true,
      index: true,
      admin: {
        description: {
          fr: 'Chemin sans préfixe de langue, ex. /proprietes ; / pour l’accueil.',
          en: 'Path without the language prefix, e.g. /properties; / for home.',
        },
      },
      hooks: { beforeValidate: [normalizePathHook] },
      validate: uniquePathPerLocale,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'route_key',
          label: { fr: 'Route fixe', en: 'Route key' },
          type: 'select',
          options: [...routeKeys],
          admin: {
            description: {
              fr: 'Route codée en dur à laquelle cette page répond.',
              en: 'Hard-coded route this page answers.',
            },
          },
        },
        {
          name: 'visibility',
          type: 'select',
          defaultValue: 'public',
          options: [
            { label: { fr: 'Publique', en: 'Public' }, value: 'public' },
            { label: { fr: 'Accès refusé (403)', en: 'Forbidden (403)' }, value: 'forbidden' },
            { label: { fr: 'Retirée (410)', en: 'Gone (410)' }, value: 'gone' },
          ],
        },
      ],
    },
    {
      name: 'variant',
      type: 'group',
      admin: {
        description: {
          fr: 'Variante de contenu facultative (affiche la barre de variante en aperçu).',
          en: 'Optional content variant (shows the variant bar when previewed).',
        },
      },
      fields: [
        {
          name: 'variant_of',
          type: 'relationship',
          relationTo: 'pages',
          maxDepth: 0,
          admin: {
            description: {
              fr: 'La page dont celle-ci est une variante : les éditeurs la prévisualisent sur le chemin de cette page avec ?variant=identifiant. Les visiteurs ne la voient jamais.',
              en: 'The page this one is a variant of: editors preview it on that page’s path with ?variant=id. Visitors never see it.',
            },
          },
        },
        {
          type: 'row',
          fields: [{ name: 'variant_id', type: 'text' }, { name: 'name', type: 'text' }, colourField('color')],
        },
      ],
    },
    { name: 'content', type: 'blocks', blocks: pageBlocks },
    {
      name: 'header_choice',
      label: { fr: 'En-tête de la page', en: 'Page header' },
      type: 'select',
      defaultValue: 'site',
      options: headerChoices.map((value) => ({ value, label: headerChoiceLabels[value] })),
      admin: {
        description: {
          fr: 'Par défaut, l’en-tête du site (le premier de l’en-tête global). Sinon, le premier en-tête de ce type ; à défaut, celui du site.',
          en: 'By default the site header (the first in the Header global). Otherwise the first header of this kind, or the site header when there is none.',
        },
      },
    },
    { name: 'hide_footer', type: 'checkbox', defaultValue: false },
    {
      name: 'footer_override',
      type: 'blocks',
      blocks: [PageFooterConfig],
      maxRows: 1,
      admin: {
        description: {
          fr: 'Remplace le pied de page du site sur cette page seulement (dans les deux langues). Vide : celui du site.',
          en: 'Replaces the site footer on this page only (in both languages). Empty: the site’s footer.',
        },
      },
    },
    { name: 'seo', type: 'group', fields: seoFields },
  ],
}
