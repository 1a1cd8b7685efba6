import { describe, expect, it } from 'vitest'
import { addressRange, checkAddress, checkUrl, outboundPolicy, OutboundUrlError } from './outbound-url'

const strict = { allowLoopback: false, httpsOnly: true }
const loopbackOk = { allowLoopback: true, httpsOnly: true }
const refusal = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    return e instanceof OutboundUrlError ? e.code : `other: ${String(e)}`
  }
  return 'allowed'
}

describe('outbound address guard', () => {
  it('refuses private, loopback, link-local and special addresses, v4 and v6', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '[::1]',
    ]
    for (const a of refused) expect(() => checkAddress(a, strict), a).toThrow(OutboundUrlError)
    for (const a of ['8.8.8.8', '142.250.72.14', '2606:4700:4700::1111', '[2001:4860:4860::8888]'])
      expect(() => checkAddress(a, strict), a).not.toThrow()
    expect(addressRange('::ffff:127.0.0.1')).toBe('loopback')
  })

  it('allows loopback only when the setting says so, and never 0.0.0.0 or private ranges', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(() => checkAddress(a, loopbackOk), a).not.toThrow()
    for (const a of ['0.0.0.0', '10.1.1.1', '169.254.169.254', 'fe80::1'])
      expect(() => checkAddress(a, loopbackOk), a).toThrow(OutboundUrlError)
    expect(outboundPolicy({ NODE_ENV: 'production' })).toEqual({ allowLoopback: false, httpsOnly: true })
    expect(outboundPolicy({ NODE_ENV: 'test', LISTINGS_FEED_ALLOW_LOOPBACK: '1' })).toEqual({
      allowLoopback: true,
      httpsOnly: false,
    })
  })

  it('checks URLs: scheme, credentials, literal hosts in every spelling, and names after DNS resolution', async () => {
    expect(await refusal(checkUrl('ftp://8.8.8.8/feed', strict))).toBe('scheme')
    expect(await refusal(checkUrl('not a url', strict))).toBe('not-a-url')
    expect(await refusal(checkUrl('https://user:pw@8.8.8.8/', strict))).toBe('credentials')
    expect(await refusal(checkUrl('http://8.8.8.8/odata', strict))).toBe('https-only')
    expect(await refusal(checkUrl('http://8.8.8.8/odata', { allowLoopback: false, httpsOnly: false }))).toBe('allowed')
    expect(await refusal(checkUrl('https://8.8.8.8/odata', strict))).toBe('allowed')
    // The URL parser's other spellings of 127.0.0.1 and of the metadata address end up checked as what they are.
    for (const u of [
      'https://2130706433/',
      'https://0x7f.1/',
      'https://127.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::1]:6379/',
      'https://0.0.0.0/',
      'https://169.254.169.254/latest/meta-data/',
      'https://0xA9FEA9FE/',
    ]) {
      expect(await refusal(checkUrl(u, strict)), u).toBe('address')
    }
    // A name is judged by what it resolves to.
    expect(await refusal(checkUrl('https://localhost:6379/', strict))).toBe('address')
    expect(await refusal(checkUrl('https://LOCALHOST/token', strict))).toBe('address')
    expect(await refusal(checkUrl('https://localhost./token', strict))).not.toBe('allowed')
    expect(await refusal(checkUrl('https://localhost:6379/', loopbackOk))).toBe('allowed')
    // Plain http in production only to an allowed loopback (the local demo's fake feed).
    expect(await refusal(checkUrl('http://127.0.0.1:4000/odata', loopbackOk))).toBe('allowed')
    expect(await refusal(checkUrl('https://no-such-host.invalid/', strict))).toBe('unresolved')
  })
})
