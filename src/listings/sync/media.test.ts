import { describe, expect, it } from 'vitest'
import { anyOf, MAX_PHOTOS_PER_LISTING, photosFor } from './media'

describe('listing photos from RESO Media', () => {
  it('keeps images in order, drops broken entries, caps the count', () => {
    const media = [
      { MediaURL: 'https://cdn.example/2.jpg', Order: 2 },
      { MediaURL: 'not a url', Order: 0 },
      { MediaURL: 'https://cdn.example/1.jpg', Order: 1 },
      { MediaURL: 'https://cdn.example/plan.pdf', Order: 3, MediaCategory: 'Document' },
      { Order: 4 },
    ]
    expect(photosFor(media).map((m) => m.MediaURL)).toEqual(['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'])
    const many = Array.from({ length: 80 }, (_, i) => ({ MediaURL: `https://cdn.example/${i}.jpg`, Order: 80 - i }))
    expect(photosFor(many)).toHaveLength(MAX_PHOTOS_PER_LISTING)
    expect(photosFor(many)[0].MediaURL).toBe('https://cdn.example/79.jpg')
  })
  it('quotes keys in OData filters', () => {
    expect(anyOf('ResourceRecordKey', ['a', "o'b"])).toBe("ResourceRecordKey eq 'a' or ResourceRecordKey eq 'o''b'")
  })
})
