import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { missingShare, parityCounts, splitLocales, translationParity, type ParityField } from './translation-parity'

type Doc = Record<string, unknown>
type Schema = ParityField & { rows?: number }
const lexical = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ text }] }] } })

/** A random field tree: text leaves inside groups, arrays and blocks, up to `depth` levels. */
const schemaArb: (depth: number) => fc.Arbitrary<Schema[]> = (depth) =>
  fc
    .array(
      depth === 0
        ? fc.constantFrom<Schema>({ type: 'text' }, { type: 'textarea' }, { type: 'richText' })
        : fc.oneof(
            fc.constantFrom<Schema>({ type: 'text' }, { type: 'richText' }),
            schemaArb(depth - 1).map((fields): Schema => ({ type: 'group', fields })),
            fc.tuple(schemaArb(depth - 1), fc.integer({ min: 1, max: 3 })).map(([fields, rows]): Schema => ({
              type: 'array',
              fields,
              rows,
            })),
            fc.tuple(schemaArb(depth - 1), fc.integer({ min: 1, max: 3 })).map(([fields, rows]): Schema => ({
              type: 'blocks',
              blocks: [{ slug: 'hero', labels: { singular: { fr: 'Héros', en: 'Hero' } }, fields }],
              rows,
            })),
          ),
      { minLength: 1, maxLength: 3 },
    )
    .map((fields) => fields.map((f, i) => ({ ...f, name: `f${i}`, localized: !f.fields && !f.blocks })))

/** French and English documents for a schema, every text translated; `leaves` lists each text's path. */
function docsFor(fields: Schema[], prefix = '', n = { i: 0 }) {
  const fr: Doc = {}
  const en: Doc = {}
  const leaves: string[] = []
  for (const f of fields) {
    const path = prefix ? `${prefix}.${f.name}` : (f.name as string)
    const kids = (f.fields ?? f.blocks?.[0].fields ?? []) as Schema[]
    if (f.type === 'group') {
      const inner = docsFor(kids, path, n)
      Object.assign(leaves, [...leaves, ...inner.leaves])
      fr[f.name!] = inner.fr
      en[f.name!] = inner.en
    } else if (f.type === 'array' || f.type === 'blocks') {
      const rows = Array.from({ length: f.rows ?? 1 }, (_, r) => docsFor(kids, `${path}.${r}`, n))
      leaves.push(...rows.flatMap((r) => r.leaves))
      const type = f.type === 'blocks' ? { blockType: 'hero' } : {}
      fr[f.name!] = rows.map((r) => ({ ...type, ...r.fr }))
      en[f.name!] = rows.map((r) => ({ ...type, ...r.en }))
    } else {
      n.i++
      const [a, b] = [`une belle maison à vendre ${n.i}`, `a lovely house for sale ${n.i}`]
      fr[f.name!] = f.type === 'richText' ? lexical(a) : a
      en[f.name!] = f.type === 'richText' ? lexical(b) : b
      leaves.push(path)
    }
  }
  return { fr, en, leaves }
}

function setAt(doc: Doc, path: string, value: unknown) {
  const keys = path.split('.')
  let node = doc as Record<string, unknown>
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>
  node[keys.at(-1)!] = value
}
const getAt = (doc: Doc, path: string) =>
  path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], doc)

const planted = fc
  .integer({ min: 0, max: 3 })
  .chain((depth) => schemaArb(depth))
  .chain((fields) => {
    const docs = docsFor(fields)
    return fc.record({ fields: fc.constant(fields), docs: fc.constant(docs), pick: fc.nat(docs.leaves.length - 1) })
  })

describe('translationParity', () => {
  it('finds nothing in a fully translated document', () => {
    fc.assert(
      fc.property(planted, ({ fields, docs }) => {
        expect(translationParity(fields, docs).gaps).toEqual([])
      }),
    )
  })

  it('finds a planted missing English field at any depth, and only it', () => {
    fc.assert(
      fc.property(planted, fc.constantFrom('', null, lexical(' ')), ({ fields, docs, pick }, empty) => {
        const path = docs.leaves[pick]
        setAt(docs.en, path, typeof getAt(docs.en, path) === 'string' && empty !== null ? '' : empty)
        expect(translationParity(fields, docs).gaps).toMatchObject([{ kind: 'missing', locale: 'en', path }])
      }),
    )
  })

  it('finds a planted missing French field and a planted copy', () => {
    fc.assert(
      fc.property(planted, ({ fields, docs, pick }) => {
        const path = docs.leaves[pick]
        const fr = structuredClone(docs.fr)
        setAt(fr, path, null)
        expect(translationParity(fields, { fr, en: docs.en }).gaps).toMatchObject([
          { kind: 'missing', locale: 'fr', path },
        ])
        setAt(docs.en, path, getAt(docs.fr, path))
        expect(translationParity(fields, docs).gaps).toMatchObject([{ kind: 'copied', locale: 'en', path }])
      }),
    )
  })

  const neutral = fc.oneof(
    fc.webUrl(),
    fc.emailAddress(),
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => d.toFixed(2)),
    fc.constantFrom('514 555-0199', '+1 (418) 555-0123', 'H2X 3K4', 'QC-1234'),
    fc.constantFrom('1234, rue Saint-Denis, Montréal', '55 boulevard René-Lévesque Ouest'),
    fc
      .array(fc.constantFrom('Isabelle', 'Gagnon', 'Groupe', 'Immobilier', 'Tremblay', 'RE/MAX'), {
        minLength: 1,
        maxLength: 6,
      })
      .map((w) => w.join(' ')),
    fc.constantFrom('Bienvenue', 'Accueil', 'Nous joindre'),
  )

  it('never calls a name, URL, e-mail, number, phone, address, code or short token copied', () => {
    fc.assert(
      fc.property(planted, neutral, ({ fields, docs, pick }, text) => {
        const path = docs.leaves[pick]
        setAt(docs.fr, path, text)
        setAt(docs.en, path, text)
        expect(translationParity(fields, docs).gaps).toEqual([])
      }),
    )
  })

  it('labels paths in the admin’s language, through blocks, and reads the locale "all" shape', () => {
    const fields: ParityField[] = [
      {
        name: 'content',
        type: 'blocks',
        label: { fr: 'Blocs', en: 'Blocks' },
        blocks: [
          {
            slug: 'hero',
            labels: { singular: { fr: 'Héros', en: 'Hero' } },
            fields: [
              { name: 'title', type: 'text', localized: true, label: { fr: 'Titre', en: 'Title' } },
              { name: 'phone', type: 'text', localized: true },
            ],
          },
        ],
      },
    ]
    const all = {
      content: [
        { blockType: 'hero', title: { fr: 'Vendre votre maison au juste prix', en: null }, phone: { fr: 'x' } },
      ],
    }
    const fr = translationParity(fields, { all }, 'fr')
    expect(fr.gaps.map((g) => [g.path, g.labels.join(' › ')])).toEqual([
      ['content.0.title', 'Blocs › Héros › Titre'],
      ['content.0.phone', 'Blocs › Héros › phone'],
    ])
    expect(translationParity(fields, { all }, 'en').gaps[0].labels).toEqual(['Blocks', 'Hero', 'Title'])
    expect(parityCounts(fr, 'en')).toEqual({ missing: 2, copied: 0 })
    expect(missingShare(fr, 'en')).toBe(1)
    expect(missingShare(fr, 'fr')).toBe(0)
    expect(splitLocales(fields, all).en).toEqual({ content: [{ blockType: 'hero', title: null, phone: undefined }] })
  })
})

describe('rows paired by id', () => {
  const fields: ParityField[] = [
    { name: 'items', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
  ]
  it('a row added in French only is missing in English, wherever it sits', () => {
    const fr = {
      items: [
        { id: 'n', text: 'Une toute nouvelle rangée ici' },
        { id: 'a', text: 'Une maison lumineuse' },
      ],
    }
    const en = { items: [{ id: 'a', text: 'A bright house' }] }
    expect(translationParity(fields, { fr, en }).gaps).toMatchObject([
      { kind: 'missing', locale: 'en', path: 'items.0.text' },
    ])
  })
})

describe('isCopyable', () => {
  it('calls prose copied, and leaves firm names and places alone', async () => {
    const { isCopyable } = await import('./translation-text')
    expect(isCopyable('Nous vendons votre maison au meilleur prix', 'main_title')).toBe(true)
    for (const t of ['Étude Dubé notaires', 'Immobilier Boréal inc.', 'Immobilier Boréal — Laval', '450 555-0142'])
      expect(isCopyable(t, 'main_title'), t).toBe(false)
    expect(isCopyable('Une longue phrase tout à fait ordinaire', 'street_address')).toBe(false)
  })
})
