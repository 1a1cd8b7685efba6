import { describe, expect, it } from 'vitest'
import { photoFileOf } from './photo-prune'

describe('photoFileOf', () => {
  it('names the media file of a stored listing photo', () => {
    expect(photoFileOf('/api/media/file/listing-73000002-0123456789ab.jpg')).toBe('listing-73000002-0123456789ab.jpg')
  })

  it('never names an editor’s own image, a feed URL or a path that leaves the media folder', () => {
    expect(photoFileOf('/api/media/file/hero-maison.jpg')).toBeNull()
    expect(photoFileOf('https://cdn.example.com/listing-73000002-0123456789ab.jpg')).toBeNull()
    expect(photoFileOf('/api/media/file/listing-1-0123456789ab.jpg%2F..%2Fsecret')).toBeNull()
  })
})
