import { format, type Track } from '@react-input/mask'

export type Mask = { mask: string; replacement: Record<string, RegExp>; track?: Track }
const digit = { _: /\d/ }

/** Phone (###) ###-#### (spec 1 §5). */
export const phoneMask: Mask = { mask: '(___) ___-____', replacement: digit }
/** Letters typed or pasted become capitals in the value itself (not only on screen). */
const upperCase: Track = ({ inputType, data }) => (inputType === 'insert' ? (data ?? '').toUpperCase() : undefined)

/** Canadian postal code A#A #A# (spec 2 §5), in capitals as typed. */
export const postalCodeMask: Mask = { mask: 'a_a _a_', replacement: { a: /[A-Za-z]/, _: /\d/ }, track: upperCase }
export const yearMask: Mask = { mask: '____', replacement: digit }
export const twoDigitMask: Mask = { mask: '__', replacement: digit }
export const sixDigitMask: Mask = { mask: '______', replacement: digit }

/** Apply a mask to a value set from outside an input event (e.g. the visitor's stored phone). */
export const applyMask = (value: string, m: Mask) => (value ? format(value.replace(/[^\dA-Za-z]/g, ''), m) : '')
