import { describe, expect, it } from 'vitest'
import { localGuardRefusal, type GuardInput } from './local-guards'

const limits = { minFillMs: 2000, perHour: 3 }
const input = (over: Partial<GuardInput> = {}): GuardInput => ({
  honeypot: '',
  unverified: true,
  elapsedMs: 9000,
  unverifiedLastHour: async () => 0,
  ...over,
})

describe('local guards (no third party)', () => {
  it('lets a person through when the captcha was unavailable', async () => {
    expect(await localGuardRefusal(input(), limits)).toBeNull()
  })
  it('refuses a filled honeypot, with or without a captcha token', async () => {
    expect(await localGuardRefusal(input({ honeypot: 'http://spam.example' }), limits)).toEqual({
      status: 403,
      key: 'abuseRefused',
    })
    expect(await localGuardRefusal(input({ honeypot: 'x', unverified: false }), limits)).toEqual({
      status: 403,
      key: 'abuseRefused',
    })
  })
  it('refuses a form sent too fast (or without its fill time) only when the token could not be verified', async () => {
    expect(await localGuardRefusal(input({ elapsedMs: 1999 }), limits)).toEqual({ status: 403, key: 'tooFast' })
    expect(await localGuardRefusal(input({ elapsedMs: null }), limits)).toEqual({ status: 403, key: 'tooFast' })
    expect(await localGuardRefusal(input({ elapsedMs: 10, unverified: false }), limits)).toBeNull()
  })
  it('caps unverified leads per site and hour, counting only when needed', async () => {
    expect(await localGuardRefusal(input({ unverifiedLastHour: async () => 3 }), limits)).toEqual({
      status: 429,
      key: 'unverifiedCapReached',
    })
    expect(await localGuardRefusal(input({ unverifiedLastHour: async () => 2 }), limits)).toBeNull()
    let asked = false
    await localGuardRefusal(input({ unverified: false, unverifiedLastHour: async () => ((asked = true), 99) }), limits)
    expect(asked).toBe(false)
  })
})
