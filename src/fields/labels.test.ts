import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { labelFields } from './labels'

describe('labelFields', () => {
  it('fills labels from the dictionary down nested fields, keeping a label written on the field', () => {
    const [group] = labelFields([
      {
        name: 'seo',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'title', type: 'text' },
              { name: 'path', type: 'text', label: { fr: 'Adresse', en: 'Address' } },
            ],
          },
        ],
      },
    ]) as [Extract<Field, { type: 'group' }>]
    const row = group.fields[0] as Extract<Field, { type: 'row' }>
    expect(group.label).toEqual({ fr: 'Référencement (SEO)', en: 'Search engines (SEO)' })
    expect(row.fields.map((f) => ('label' in f ? f.label : undefined))).toEqual([
      { fr: 'Titre', en: 'Title' },
      { fr: 'Adresse', en: 'Address' },
    ])
  })

  it('names the rows of an array ("Ajouter Bouton") and labels bare option values', () => {
    const [array] = labelFields([
      {
        name: 'cta_repeater',
        type: 'array',
        fields: [{ name: 'target', type: 'select', options: ['_blank', 'unknown'] }],
      },
    ]) as [Extract<Field, { type: 'array' }>]
    expect(array.labels).toEqual({
      singular: { fr: 'Bouton', en: 'Button' },
      plural: { fr: 'Boutons d’action', en: 'Call-to-action buttons' },
    })
    const select = array.fields[0] as Extract<Field, { type: 'select' }>
    expect(select.options).toEqual([{ label: { fr: 'Nouvel onglet', en: 'New tab' }, value: '_blank' }, 'unknown'])
  })

  it('leaves a name missing from the dictionary unlabelled, for the audit to report', () => {
    const [field] = labelFields([{ name: 'no_such_field_name', type: 'text' }])
    expect('label' in field && field.label).toBeFalsy()
  })
})
