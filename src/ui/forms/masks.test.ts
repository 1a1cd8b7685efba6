import { describe, expect, it } from 'vitest'
import { PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@/leads/rules'
import { applyMask, caretAfterMask, phoneMask, postalCodeMask, twoDigitMask, yearMask } from './masks'

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
    expect(v).toBe('H7T 2K9')
    expect(POSTAL_CODE_PATTERN.test(v)).toBe(true)
    expect(applyMask('7ht', postalCodeMask)).not.toMatch(/^7/)
  })
  it('turns the letters of a typed or pasted postal code into capitals in the value', () => {
    expect(applyMask('h7t 2k9', postalCodeMask)).toBe('H7T 2K9')
    expect(applyMask('H7T 2', postalCodeMask)).toBe('H7T 2')
  })
  it("re-masks a value already holding the mask's literals, as each keystroke does", () => {
    // One key at a time: the input holds the previous masked value plus the new character.
    let v = ''
    for (const key of '4505550168') v = applyMask(v + key, phoneMask)
    expect(v).toBe('(450) 555-0168')
    // Backspace over the ") " literal removes it and the mask does not put it back.
    expect(applyMask('(450) ', phoneMask)).toBe('(450')
    expect(applyMask('(450) 555-01689', phoneMask)).toBe('(450) 555-0168')
  })
  it('keeps the caret after the same significant characters', () => {
    // "(450) 55|5-0168" with a 9 typed after the second 5: caret after that 9.
    const raw = '(450) 559|5-0168'.replace('|', '')
    const masked = applyMask(raw, phoneMask)
    expect(masked).toBe('(450) 559-5016')
    expect(caretAfterMask(raw, 9, masked, phoneMask)).toBe(9)
    expect(caretAfterMask('(4', 2, '(4', phoneMask)).toBe(2)
    expect(caretAfterMask('', 0, '', phoneMask)).toBe(0)
    expect(caretAfterMask('4505', 4, '(450) 5', phoneMask)).toBe(7)
  })
  it('keeps years to 4 digits and counts to 2', () => {
    expect(applyMask('19985', yearMask)).toBe('1998')
    expect(applyMask('123', twoDigitMask)).toBe('12')
  })
})
