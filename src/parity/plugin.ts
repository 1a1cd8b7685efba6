import type { CollectionConfig, Config, Field } from 'payload'
import { parityLabels } from './labels'
import { parityPublishGuard, parityRefusalResponse } from './publish-guard'
import { PARITY_COLLECTIONS } from './report'
import { dropParitySummary, storeParitySummary } from './summary'

const l = (pick: (t: ReturnType<typeof parityLabels>) => string) => ({
  fr: pick(parityLabels('fr')),
  en: pick(parityLabels('en')),
})

/**
 * For drafts the « Publier quand même » box (not stored), first in the sidebar under « Publier » so a refused
 * publish's warning shows there; then the « Traduction » column and panel (a UI field).
 */
const parityFields = (drafts: boolean): Field[] => [
  ...(drafts
    ? [
        {
          name: 'publish_anyway',
          type: 'checkbox',
          virtual: true,
          label: l((t) => t.anyway),
          // Payload makes a field it does not store read-only unless told otherwise: the box could not be ticked.
          // Its own component shows the refused publish's gaps above it (not Payload's tooltip naming the field).
          admin: {
            position: 'sidebar',
            readOnly: false,
            description: l((t) => t.anywayHelp),
            components: { Field: '/parity/admin/PublishAnyway#PublishAnyway' },
          },
        } satisfies Field,
      ]
    : []),
  {
    name: 'translation_parity',
    type: 'ui',
    label: l((t) => t.panelTitle),
    admin: {
      // Beside « Publier »: on a phone Payload shows the sidebar after the main fields.
      position: 'sidebar',
      components: { Field: '/parity/admin/ParityPanel#ParityPanel', Cell: '/parity/admin/ParityCell#ParityCell' },
    },
  },
]

/** The site settings: block publishing per language, and the share of English missing that makes a page "not translated". */
const siteSettings: Field = {
  name: 'translation_parity',
  type: 'group',
  label: { fr: 'Parité de traduction', en: 'Translation parity' },
  fields: [
    {
      name: 'block_publish',
      type: 'select',
      defaultValue: 'none',
      label: { fr: 'Écarts de traduction à la publication', en: 'Translation gaps on publish' },
      options: [
        { value: 'none', label: { fr: 'Avertir seulement', en: 'Warn only' } },
        { value: 'en', label: { fr: 'Bloquer si l’anglais est incomplet', en: 'Block when English is incomplete' } },
        { value: 'fr', label: { fr: 'Bloquer si le français est incomplet', en: 'Block when French is incomplete' } },
        {
          value: 'both',
          label: { fr: 'Bloquer si une langue est incomplète', en: 'Block when either language is incomplete' },
        },
      ],
    },
    {
      name: 'untranslated_threshold',
      type: 'number',
      defaultValue: 50,
      min: 0,
      max: 100,
      label: { fr: 'Seuil « non traduite » (%)', en: '“Not translated” threshold (%)' },
      admin: {
        description: {
          fr: 'Une page dont au moins ce pourcentage de champs manque (ou est copié) en anglais est retirée du plan du site anglais et de ses liens hreflang ; le sélecteur de langue l’annonce non traduite. 0 : jamais.',
          en: 'A page with at least this share of its fields missing (or copied) in English is left out of the English sitemap and its hreflang links; the language switch says it is not translated. 0: never.',
        },
      },
    },
  ],
}

const withParity = (c: CollectionConfig): CollectionConfig => {
  const drafts = Boolean(typeof c.versions === 'object' && c.versions?.drafts)
  return {
    ...c,
    fields: [...c.fields, ...parityFields(drafts)],
    admin: {
      ...c.admin,
      // Second, after the title: on a phone the last columns are off screen.
      defaultColumns: c.admin?.defaultColumns
        ? [c.admin.defaultColumns[0], 'translation_parity', ...c.admin.defaultColumns.slice(1)]
        : undefined,
    },
    hooks: {
      ...c.hooks,
      ...(drafts
        ? {
            beforeChange: [...(c.hooks?.beforeChange ?? []), parityPublishGuard],
            afterError: [...(c.hooks?.afterError ?? []), parityRefusalResponse],
          }
        : {}),
      // The list's badge, kept up to date on every save (decision 0048).
      afterChange: [...(c.hooks?.afterChange ?? []), storeParitySummary],
      afterDelete: [...(c.hooks?.afterDelete ?? []), dropParitySummary],
    },
  }
}

/**
 * Translation parity for editors (issue 30, decision 0045): a badge per document in its list, a panel in the
 * document, a warning (or a block, by site setting) on publishing a page or post with gaps, the dashboard count
 * and its list at /admin/traduction.
 */
export const translationParityPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        beforeDashboard: [
          ...(config.admin?.components?.beforeDashboard ?? []),
          '/parity/admin/ParityDashboard#ParityDashboard',
        ],
        views: {
          ...config.admin?.components?.views,
          translationParity: {
            Component: '/parity/admin/ParityListView#ParityListView',
            path: '/traduction',
            exact: true,
          },
        },
      },
    },
    collections: config.collections?.map((c) =>
      c.slug === 'sites'
        ? { ...c, fields: [...c.fields, siteSettings] }
        : (PARITY_COLLECTIONS as readonly string[]).includes(c.slug)
          ? withParity(c)
          : c,
    ),
  })
