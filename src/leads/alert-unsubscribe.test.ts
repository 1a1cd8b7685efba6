import { describe, expect, it } from 'vitest'
import { unsubscribeToken, verifyUnsubscribeToken } from './alert-unsubscribe'

describe('property alert unsubscribe token', () => {
  it('names its lead and verifies with the same secret only', () => {
    const token = unsubscribeToken(42, 'one')
    expect(verifyUnsubscribeToken(token, 'one')).toBe('42')
    expect(verifyUnsubscribeToken(token, 'two')).toBeNull()
  })
  it('refuses another lead id with a borrowed signature, and junk', () => {
    const [, sig] = unsubscribeToken(42, 'one').split('.')
    expect(verifyUnsubscribeToken(`43.${sig}`, 'one')).toBeNull()
    for (const junk of ['', '42', '42.', 'x'.repeat(200), null, undefined])
      expect(verifyUnsubscribeToken(junk, 'one')).toBeNull()
  })
})
