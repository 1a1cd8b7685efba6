import { describe, expect, it } from 'vitest'
import { s3Settings } from './s3-settings'

const local = {
  S3_BUCKET: 'courtier-media',
  S3_ENDPOINT: 'http://127.0.0.1:3428',
  S3_REGION: 'ca-central-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
}

describe('S3 settings for media', () => {
  it('without a bucket media stay on the disk, whatever else is set', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ ...local, S3_BUCKET: '  ' })).toBeNull()
  })

  it('an S3-compatible server: its endpoint, region, path-style addressing and keys', () => {
    expect(s3Settings(local)).toEqual({
      bucket: 'courtier-media',
      endpoint: 'http://127.0.0.1:3428',
      region: 'ca-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  })

  it('AWS itself: only the bucket; region us-east-1, virtual-host addressing, the SDK finds its credentials', () => {
    expect(s3Settings({ S3_BUCKET: 'media' })).toEqual({
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('refuses a half or malformed configuration at start', () => {
    expect(() => s3Settings({ ...local, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => s3Settings({ ...local, S3_ENDPOINT: '127.0.0.1:3428' })).toThrow(/S3_ENDPOINT/)
    expect(() => s3Settings({ ...local, S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
