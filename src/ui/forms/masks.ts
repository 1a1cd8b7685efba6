import { format } from '@react-input/mask'

/** A mask: placeholder characters in `mask` take one character matching `replacement`; `upper` capitalises letters. */
export type Mask = { mask: string; replacement: Record<string, RegExp>; upper?: boolean }
const digit = { _: /\d/ }

/** Phone (###) ###-#### (spec 1 §5). */
export const phoneMask: Mask = { mask: '(___) ___-____', replacement: digit }
/** Canadian postal code A#A #A# (spec 2 §5), in capitals as typed. */
export const postalCodeMask: Mask = { mask: 'a_a _a_', replacement: { a: /[A-Za-z]/, _: /\d/ }, upper: true }
export const yearMask: Mask = { mask: '____', replacement: digit }
export const twoDigitMask: Mask = { mask: '__', replacement: digit }
export const sixDigitMask: Mask = { mask: '______', replacement: digit }

/** The characters of `value` the mask can take (its literals such as "(", ") " or "-" left out). */
const significant = (value: string, m: Mask) => {
  const accepts = Object.values(m.replacement)
  return [...value].filter((c) => accepts.some((re) => re.test(c))).join('')
}

/** Apply a mask to a typed, pasted or stored value: "5145550123" → "(514) 555-0123", "h7t2k9" → "H7T 2K9". */
export function applyMask(value: string, m: Mask): string {
  const chars = significant(m.upper ? value.toUpperCase() : value, m)
  return chars ? format(chars, { mask: m.mask, replacement: m.replacement }) : ''
}

/**
 * Where the caret goes after masking: just after the same number of significant characters as
 * stood before it in the unmasked value (so typing or deleting in the middle keeps its place).
 */
export function caretAfterMask(raw: string, caret: number, masked: string, m: Mask): number {
  let left = significant(raw.slice(0, caret), m).length
  if (!left) return 0
  for (let i = 0; i < masked.length; i++) {
    if (Object.values(m.replacement).some((re) => re.test(masked[i])) && --left === 0) return i + 1
  }
  return masked.length
}
