import { describe, expect, it } from 'vitest'
import { formatAdminDate, formatDuration, yesNo } from './admin-words'
import { kindWords, leadKind, reasonWord, statusWords, wordOf } from './lead-words'

describe('a lead in the admin’s words', () => {
  it('writes dates the French way in the French admin, in Quebec’s time', () => {
    expect(formatAdminDate('2026-11-27T16:43:00Z', 'fr')).toBe('27 novembre 2026, 11 h 43')
    expect(formatAdminDate('2026-11-27T16:43:00Z', 'en')).toMatch(/^November 27, 2026, 11:43 a\.?m\.?$/i)
    expect(formatAdminDate(null, 'fr')).toBe('—')
    expect(formatAdminDate('not a date', 'en')).toBe('—')
  })

  it('says Oui / Non, never vrai', () => {
    expect(yesNo(true, 'fr')).toBe('Oui')
    expect(yesNo(false, 'fr')).toBe('Non')
    expect(yesNo(null, 'en')).toBe('No')
  })

  it('names captcha codes, with or without their detail', () => {
    expect(reasonWord('captcha-unavailable', 'fr')).toBe('Captcha indisponible')
    expect(reasonWord('unreachable: timeout', 'en')).toBe('Captcha service unreachable')
    expect(reasonWord('low-score: 0.1', 'fr')).toBe('Score captcha trop bas')
    expect(reasonWord('something-new', 'fr')).toBe('something-new')
    expect(reasonWord(null, 'fr')).toBe('—')
  })

  it('names statuses and kinds, a contact form from a listing being a listing request', () => {
    expect(wordOf(statusWords, 'contacted', 'fr')).toBe('Contactée')
    expect(leadKind('contact_form', 'ABC123')).toBe('listing_request')
    expect(leadKind('contact_form', null)).toBe('contact_form')
    expect(kindWords[leadKind('property_valuation', 'X')].en).toBe('Valuation')
  })

  it('writes durations in days, hours and minutes', () => {
    expect(formatDuration(135 * 60_000, 'fr')).toBe('2 h 15 min')
    expect(formatDuration((3 * 24 + 4) * 3_600_000, 'fr')).toBe('3 j 4 h')
    expect(formatDuration((3 * 24 + 4) * 3_600_000, 'en')).toBe('3 d 4 h')
    expect(formatDuration(null, 'en')).toBe('—')
  })
})
