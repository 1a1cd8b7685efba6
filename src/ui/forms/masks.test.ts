import { describe, expect, it } from 'vitest'
import { PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@/leads/rules'
import { applyMask, phoneMask, postalCodeMask, twoDigitMask, yearMask } from './masks'

describe('input masks', () => {
  it('formats a phone as (###) ###-#### matching the server pattern', () => {
    const v = applyMask('5145550123', phoneMask)
    expect(v).toBe('(514) 555-0123')
    expect(PHONE_PATTERN.test(v)).toBe(true)
    expect(applyMask('514-555-0123 ext', phoneMask)).toBe('(514) 555-0123')
    expect(PHONE_PATTERN.test(applyMask('51455', phoneMask))).toBe(false)
    expect(applyMask('', phoneMask)).toBe('')
  })
  it('formats a postal code as A#A #A#', () => {
    const v = applyMask('h7t2k9', postalCodeMask)
    expect(v).toBe('h7t 2k9')
    expect(POSTAL_CODE_PATTERN.test(v)).toBe(true)
    expect(applyMask('7ht', postalCodeMask)).not.toMatch(/^7/)
  })
  it('turns the letters of a typed or pasted postal code into capitals in the value', () => {
    const track = postalCodeMask.track!
    const at = { value: '', selectionStart: 0, selectionEnd: 0 }
    expect(track({ ...at, inputType: 'insert', data: 'h7t 2k9' })).toBe('H7T 2K9')
    expect(track({ ...at, inputType: 'deleteBackward', data: null })).toBeUndefined()
  })
  it('keeps years to 4 digits and counts to 2', () => {
    expect(applyMask('19985', yearMask)).toBe('1998')
    expect(applyMask('123', twoDigitMask)).toBe('12')
  })
})
