import { describe, expect, it } from 'vitest'
import { isSealed, openSecret, sealSecret, secretKey } from './secret-box'

const key = secretKey({ PAYLOAD_SECRET: 'one' })

describe('feed secret at rest', () => {
  it('round-trips, never stores the plain text, differs each time', () => {
    const a = sealSecret('s3cr3t-client', key)
    expect(a).not.toContain('s3cr3t')
    expect(isSealed(a)).toBe(true)
    expect(a).not.toBe(sealSecret('s3cr3t-client', key))
    expect(openSecret(a, key)).toBe('s3cr3t-client')
  })
  it('refuses another key or an altered value', () => {
    const a = sealSecret('x', key)
    expect(() => openSecret(a, secretKey({ PAYLOAD_SECRET: 'two' }))).toThrow()
    // Flip one bit of the ciphertext itself (editing base64 padding characters may decode to the same bytes).
    const prefix = a.slice(0, a.length - a.replace(/^[^:]*:/, '').length)
    const bytes = Buffer.from(a.slice(prefix.length), 'base64')
    bytes[bytes.length - 1] ^= 1
    expect(() => openSecret(prefix + bytes.toString('base64'), key)).toThrow()
    expect(secretKey({ LISTINGS_FEED_KEY: 'k', PAYLOAD_SECRET: 'one' })).not.toEqual(key)
  })
})
