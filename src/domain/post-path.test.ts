import { describe, expect, it } from 'vitest'
import { postTail, readTimeText } from './post-path'

describe('postTail', () => {
  it('reads the slug and the id after the last dash, in each language', () => {
    expect(postTail('fr', '/blogue/acheter-sa-premiere-maison-12')).toEqual({
      slug: 'acheter-sa-premiere-maison',
      id: 12,
    })
    expect(postTail('en', '/blog/first-home-7')).toEqual({ slug: 'first-home', id: 7 })
    expect(postTail('en', '/blog/7')).toEqual({ slug: '', id: 7 })
  })
  it('names no post for other pages, the other language’s base, odd characters or huge ids', () => {
    expect(postTail('fr', '/blogue')).toBeNull()
    expect(postTail('fr', '/blog/first-home-7')).toBeNull()
    expect(postTail('en', '/blog/first home-7')).toBeNull()
    expect(postTail('en', '/blog/<script>-7')).toBeNull()
    expect(postTail('en', '/blog/a/b-7')).toBeNull()
    expect(postTail('en', '/blog/slug-12345678901234567890')).toBeNull()
    expect(postTail('en', '/blog/slug-')).toBeNull()
  })
})

describe('readTimeText', () => {
  it('says min for one minute and mins for more', () => {
    expect(readTimeText(1)).toBe('1 min')
    expect(readTimeText(0)).toBe('1 min')
    expect(readTimeText(4)).toBe('4 mins')
  })
})
