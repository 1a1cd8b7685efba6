import { describe, expect, it } from 'vitest'
import { L, pick, withIds } from './localize'

describe('seed localization helpers', () => {
  const tree = { title: L('Accueil', 'Home'), blocks: [{ blockType: 'x', t: L('Bonjour', 'Hello'), n: 3 }] }
  it('picks one language', () => {
    expect(pick(tree, 'fr')).toEqual({ title: 'Accueil', blocks: [{ blockType: 'x', t: 'Bonjour', n: 3 }] })
    expect(pick(tree, 'en')).toEqual({ title: 'Home', blocks: [{ blockType: 'x', t: 'Hello', n: 3 }] })
  })
  it('copies saved row ids by position', () => {
    const saved = { id: 7, title: 'Accueil', blocks: [{ id: 'abc', blockType: 'x', t: 'Bonjour', n: 3 }] }
    expect(withIds(saved, pick(tree, 'en'))).toEqual({
      title: 'Home',
      blocks: [{ id: 'abc', blockType: 'x', t: 'Hello', n: 3 }],
    })
  })
})
