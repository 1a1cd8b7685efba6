import { describe, expect, it } from 'vitest'
import { clientAddress, trustedProxies } from './client-address'

describe('client address from the connection', () => {
  it('ignores X-Forwarded-For without a trusted proxy: the socket decides', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', 0)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:127.0.0.1', 'spoofed, 9.9.9.9', 0)).toBe('127.0.0.1')
  })
  it('takes the hop written by the outermost trusted proxy', () => {
    // client → proxy A (appends client) → proxy B (appends A) → us (socket = B)
    expect(clientAddress('10.0.0.2', 'spoofed, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.1', 'spoofed, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.1', ['spoofed', '203.0.113.7'], 1)).toBe('203.0.113.7')
  })
  it('never goes past the first hop, and has no address without a socket', () => {
    expect(clientAddress('10.0.0.1', '', 3)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', '203.0.113.7', 5)).toBe('203.0.113.7')
    expect(clientAddress(undefined, '203.0.113.7', 1)).toBeNull()
  })
  it('reads TRUSTED_PROXIES, 0 unless a positive whole number', () => {
    expect(trustedProxies({})).toBe(0)
    expect(trustedProxies({ TRUSTED_PROXIES: '2' })).toBe(2)
    expect(trustedProxies({ TRUSTED_PROXIES: '-1' })).toBe(0)
    expect(trustedProxies({ TRUSTED_PROXIES: 'x' })).toBe(0)
  })
})
