import { describe, expect, it } from 'vitest'
import { collections } from '@/collections'
import { globals } from '@/globals'
import { monolingualLabels } from '@/fields/label-audit'

describe('admin labels', () => {
  it('gives every collection, global, block, field, option and description of ours French and English', () => {
    expect(monolingualLabels({ collections, globals })).toEqual([])
  })

  it('reports a field, an option and a description left in one language', () => {
    const found = monolingualLabels({
      collections: [
        {
          slug: 'things',
          labels: { singular: { fr: 'Chose', en: 'Thing' }, plural: { fr: 'Choses', en: 'Things' } },
          fields: [
            { type: 'row', fields: [{ name: 'title', type: 'text', label: 'Title' }] },
            {
              name: 'kind',
              type: 'select',
              label: { fr: 'Genre', en: 'Kind' },
              options: ['a', { label: { fr: 'B', en: 'B' }, value: 'b' }],
            },
            { name: 'note', type: 'text', label: { fr: 'Note', en: 'Note' }, admin: { description: 'English only' } },
            { name: 'secret', type: 'text', admin: { hidden: true } },
            {
              name: 'items',
              type: 'array',
              label: { fr: 'Éléments', en: 'Items' },
              fields: [{ name: 'x', type: 'text', label: { fr: 'X', en: '' } }],
            },
          ],
        },
      ],
      globals: [{ slug: 'g', fields: [] }],
    })
    expect(found).toEqual([
      'things.(row).title (label)',
      'things.kind=a (option)',
      'things.note (description)',
      'things.items (labels)',
      'things.items.x (label)',
      'g (label)',
    ])
  })
})
