import { describe, expect, it } from 'vitest'
import { contentOf, withFreshRowIds, withoutEmpty } from './document-copy'

describe('withFreshRowIds', () => {
  it('gives every row a new id, the same one in each language’s read, and leaves references alone', () => {
    let n = 0
    const fr = { id: 7, content: [{ id: 'a1', blockType: 'cta', items: [{ id: 'b1', label: 'Bonjour' }], image: 3 }] }
    const en = { id: 7, content: [{ id: 'a1', blockType: 'cta', items: [{ id: 'b1', label: 'Hello' }], image: 3 }] }
    const [f, e] = withFreshRowIds([fr, en], () => `new-${++n}`)
    const block = f.content[0]
    expect(f.id).toBe(7)
    expect([block.id, block.items[0].id].sort()).toEqual(['new-1', 'new-2'])
    expect(f.content).toEqual([
      { id: block.id, blockType: 'cta', items: [{ id: block.items[0].id, label: 'Bonjour' }], image: 3 },
    ])
    expect(e.content).toEqual([
      { id: block.id, blockType: 'cta', items: [{ id: block.items[0].id, label: 'Hello' }], image: 3 },
    ])
    expect(fr.content[0].id).toBe('a1')
  })

  it('keeps numeric ids in arrays (relationships) as they are', () => {
    const [d] = withFreshRowIds([{ people: [{ id: 4 }, 5] }], () => 'x')
    expect(d.people).toEqual([{ id: 4 }, 5])
  })
})

describe('contentOf', () => {
  it('drops the template’s id, dates, site and state', () => {
    expect(contentOf({ id: 1, createdAt: 'x', updatedAt: 'y', tenant: 2, _status: 'published', title: 'T' })).toEqual({
      title: 'T',
    })
  })
})

describe('withoutEmpty', () => {
  it('drops null and undefined values at every depth, keeping array positions', () => {
    expect(withoutEmpty({ a: null, b: { c: undefined, d: 'x' }, rows: [{ id: 'r', t: null }, null] })).toEqual({
      b: { d: 'x' },
      rows: [{ id: 'r' }, null],
    })
  })
})
