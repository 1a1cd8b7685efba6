import { describe, expect, it } from 'vitest'
import { isSlug, slugify } from './slug'

describe('slugify', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('Acheter sa première maison à Laval : 7 étapes')).toBe('acheter-sa-premiere-maison-a-laval-7-etapes')
    expect(slugify('L’inspection préachat')).toBe('l-inspection-preachat')
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world')
    expect(slugify('a'.repeat(100)).length).toBe(80)
    expect(isSlug(slugify('Rue des Érables, Québec'))).toBe(true)
    expect(isSlug('Bad Slug')).toBe(false)
  })
})
