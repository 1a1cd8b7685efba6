/** Field names whose values are the same in both languages by nature (names, addresses, contact details, codes). */
const SAME_IN_BOTH =
  /(^|_)(name|names|first_name|last_name|address|street|city|postal|zip|phone|tel|fax|mobile|email|e_?mail|url|href|link_url|website|slug|path|code|id|key|license|licence|number|sku|mls|username|handle)(_|$)/i

const URL_LIKE = /^(https?:\/\/|www\.|\/|mailto:|tel:)\S*$/i
const EMAIL = /^\S+@\S+\.\S+$/
const PHONE = /^[+()\d\s.\-–]{7,}$/
const NUMBERISH = /^[\d\s.,:%$€+\-–/]+$/
const POSTAL = /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/i
const STREET =
  /^\d+[\s,]+(rue|avenue|av\.|boul\.?|boulevard|chemin|ch\.|route|rang|place|montée|street|st\.|road|rd\.?)\b/i
const CODE = /^[A-Z0-9_\-.#]+$/
/** Words that join a proper name's parts, and companies' legal endings. */
const JOINERS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  '&',
  'and',
  'of',
  'the',
  'd’',
  "d'",
  'inc.',
  'inc',
  'ltée',
  'ltd',
  'enr.',
  's.e.n.c.',
])

export const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean)

/**
 * A name ("Isabelle Gagnon", "Immobilier Boréal inc.", "Étude Dubé notaires"): at most 6 words, the first
 * capitalised and at least 60 % of the others (joiners and legal endings aside, dashes ignored).
 */
export function looksLikeName(text: string): boolean {
  const words = wordsOf(text).filter((w) => /\p{L}|\d/u.test(w) && !JOINERS.has(w.toLowerCase()))
  if (words.length === 0 || words.length > 6 || !/^[\p{Lu}\d]/u.test(words[0])) return false
  return words.filter((w) => /^[\p{Lu}\d]/u.test(w)).length / words.length >= 0.6
}

/**
 * Whether the same text in both languages is a copy worth telling: prose of 3 words or more, not a name, address,
 * phone number, URL, e-mail, number or code, and not in a field whose values are language-neutral by nature.
 */
export function isCopyable(text: string, fieldName: string): boolean {
  const t = text.trim()
  if (SAME_IN_BOTH.test(fieldName)) return false
  if (wordsOf(t).length < 3) return false
  if (URL_LIKE.test(t) || EMAIL.test(t) || PHONE.test(t) || NUMBERISH.test(t) || CODE.test(t)) return false
  if (POSTAL.test(t) || STREET.test(t)) return false
  return !looksLikeName(t.replace(/[.,;:!?]+$/, ''))
}
