import { describe, expect, it } from 'vitest'
import { testContext } from '../test-context'
import { archiveLabels } from './Component'

describe('posts_archive labels', () => {
  it('gives the island plural forms with # for the count, in each language', () => {
    expect(archiveLabels(testContext('fr').t).countTitle).toEqual(['Aucun article', '1 article', '# articles'])
    expect(archiveLabels(testContext('en').t).selected).toEqual([
      '0 categories selected',
      '1 category selected',
      '# categories selected',
    ])
    expect(archiveLabels(testContext('en').t).sortDesc).toBe('Newest first')
  })
})
