import { z } from 'zod'

// No JIT: zod 4 otherwise probes `new Function` before its first object parse, which the site's
// nonce-based CSP (no 'unsafe-eval') blocks and reports as a violation in every browser that opens a
// form. Every lead schema imports this module, so the setting applies before any of them parses.
z.config({ jitless: true })

/** Phone: 3 digits (parentheses optional), space, 3 digits, optional dash, 4 digits — or empty (spec 1 §5). */
export const PHONE_PATTERN = /^(\(\d{3}\)|\d{3}) \d{3}-?\d{4}$/
export const PHONE_MASK = '(###) ###-####'

/** Email: text, @, text, dot, text (spec 2 §5); used by every form so browser and server agree. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Canadian postal code as masked: A#A #A# (space optional on the wire). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/

/** Required text: 'xRequired' when empty, 'xTooLong' past max (never called required when too long). */
export const requiredText = (key: string, max = 200) => z.string().trim().min(1, key).max(max, tooLongKey(key))

/** 'firstnameRequired' → 'firstnameTooLong'. */
export const tooLongKey = (requiredKey: string) => requiredKey.replace(/Required$/, 'TooLong')

export const optionalText = (max = 200) => z.string().trim().max(max).default('')

export const emailField = (requiredKey: string, invalidKey: string) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(254, { error: tooLongKey(requiredKey), abort: true })
    .regex(EMAIL_PATTERN, invalidKey)

export const optionalPhone = (invalidKey: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), invalidKey)

export const requiredPhone = (requiredKey: string, invalidKey: string) =>
  z.string().trim().min(1, { error: requiredKey, abort: true }).regex(PHONE_PATTERN, invalidKey)

/** A count entered in a two-digit (or n-digit) masked box: present if a whole number ≥ 0. */
export const countField = (key: string, maxDigits = 2) =>
  z
    .number(key)
    .int(key)
    .min(0, key)
    .max(10 ** maxDigits - 1, key)

/** 'true', '1', 'on', 'yes' (any case) → true; anything else false. */
export const truthy = (v: unknown) => v === true || (typeof v === 'string' && /^(true|1|on|yes)$/i.test(v.trim()))
