import { describe, expect, it } from 'vitest'
import { countWords, readMinutes } from './read-time'

const doc = (...texts: string[]) => ({
  root: { children: texts.map((t) => ({ type: 'paragraph', children: [{ type: 'text', text: t }] })) },
})

describe('read time', () => {
  it('counts the words of every text node', () => {
    expect(countWords(doc('Un deux trois', ' quatre  cinq '))).toBe(5)
    expect(countWords(null)).toBe(0)
  })
  it('is at least a minute and rounds', () => {
    expect(readMinutes(doc('court'))).toBe(1)
    expect(readMinutes(doc(Array(500).fill('mot').join(' ')))).toBe(3)
    expect(readMinutes(undefined)).toBe(1)
  })
})
