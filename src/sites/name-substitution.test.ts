import { describe, expect, it } from 'vitest'
import { substituteDeep, substituter, substitutionsFor } from './name-substitution'

const template = {
  name: 'Isabelle Gagnon — Immobilier Boréal',
  contactName: 'Isabelle Gagnon',
  email: 'isabelle@immobilierboreal.ca',
  phoneDisplay: '450 555-0142',
  phoneIntl: '+14505550142',
  domain: 'isabelle.immobilierboreal.ca',
}
const target = {
  name: 'Marc Tremblay — Immobilier Boréal',
  contactName: 'Marc Tremblay',
  email: 'marc@immobilierboreal.ca',
  phoneDisplay: '514 555-0199',
  phoneIntl: '+15145550199',
  domain: 'marc.immobilierboreal.ca',
}

describe('substitutionsFor', () => {
  it('maps each of the template’s names to the new site’s, longest first', () => {
    const pairs = substitutionsFor(template, target)
    expect(pairs[0]).toEqual({ from: template.name, to: target.name })
    expect(pairs).toContainEqual({ from: 'Isabelle Gagnon', to: 'Marc Tremblay' })
    expect(pairs).toContainEqual({ from: 'Isabelle', to: 'Marc' })
    expect(pairs).toContainEqual({ from: '450 555-0142', to: '514 555-0199' })
    expect(pairs.map((p) => p.from.length)).toEqual([...pairs.map((p) => p.from.length)].sort((a, b) => b - a))
  })

  it('leaves out what the new site lacks, what does not change and first names of one-word contacts', () => {
    const pairs = substitutionsFor(template, {
      name: 'Équipe Tremblay',
      contactName: 'Équipe',
      domain: template.domain,
    })
    expect(pairs.map((p) => p.from)).toEqual([template.name, 'Isabelle Gagnon'])
  })
})

describe('substituter', () => {
  const replace = substituter(substitutionsFor(template, target))

  it('replaces whole names in French and English text, the site name as a whole', () => {
    expect(replace('Bienvenue chez Isabelle Gagnon — Immobilier Boréal.')).toBe(
      'Bienvenue chez Marc Tremblay — Immobilier Boréal.',
    )
    expect(replace('Isabelle Gagnon’s listings; call Isabelle at 450 555-0142')).toBe(
      'Marc Tremblay’s listings; call Marc at 514 555-0199',
    )
    expect(replace('mailto:isabelle@immobilierboreal.ca')).toBe('mailto:marc@immobilierboreal.ca')
    expect(replace('https://isabelle.immobilierboreal.ca/fr')).toBe('https://marc.immobilierboreal.ca/fr')
  })

  it('leaves names inside longer words, after a dot or an @, and the agency’s own name alone', () => {
    expect(replace('Isabelleville, Isabelles, Immobilier Boréal')).toBe('Isabelleville, Isabelles, Immobilier Boréal')
    expect(replace('www.isabelle.immobilierboreal.ca')).toBe('www.isabelle.immobilierboreal.ca')
    expect(replace('Isabelle@x.ca')).toBe('Isabelle@x.ca')
  })

  it('never replaces a replacement again', () => {
    const swap = substituter([
      { from: 'Marc', to: 'Luc' },
      { from: 'Luc', to: 'Marc' },
    ])
    expect(swap('Marc et Luc')).toBe('Luc et Marc')
  })

  it('changes nothing without substitutions', () => {
    expect(substituter([])('Isabelle')).toBe('Isabelle')
  })
})

describe('substituteDeep', () => {
  const replace = substituter([{ from: 'Isabelle Gagnon', to: 'Marc Tremblay' }])

  it('reaches block fields, arrays and rich text, not structural strings', () => {
    const doc = {
      title: 'Isabelle Gagnon',
      content: [
        {
          id: 'Isabelle Gagnon',
          blockType: 'text_blocks',
          main_title: 'Avec Isabelle Gagnon',
          items: [{ label: 'Isabelle Gagnon' }],
        },
      ],
      body: {
        root: {
          type: 'root',
          children: [
            { type: 'paragraph', children: [{ type: 'text', text: 'Isabelle Gagnon vous répond.', format: 0 }] },
          ],
        },
      },
      image: 12,
      when: new Date(0),
    }
    const out = substituteDeep(doc, replace)
    expect(out.title).toBe('Marc Tremblay')
    expect(out.content[0]).toMatchObject({
      id: 'Isabelle Gagnon',
      blockType: 'text_blocks',
      main_title: 'Avec Marc Tremblay',
      items: [{ label: 'Marc Tremblay' }],
    })
    expect(out.body.root.children[0].children[0].text).toBe('Marc Tremblay vous répond.')
    expect(out.image).toBe(12)
    expect(out.when).toBeInstanceOf(Date)
    expect(doc.title).toBe('Isabelle Gagnon')
  })
})
