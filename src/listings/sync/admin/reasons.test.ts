import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasFrenchReason, reasonIn } from './reasons'

/** Every reason literal the feed import writes (FieldError messages, `reason:` and `error:` values), `${…}` as X. */
function reasonsWritten(): string[] {
  const dir = path.join(__dirname, '../../feed')
  const found = new Set<string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const literal = String.raw`(['\`])((?:(?!\1).)+)\1`
    for (const re of [
      new RegExp(String.raw`FieldError\([^,]+,\s*(?:\w+\s*\?\s*)?` + literal, 'g'),
      new RegExp(String.raw`\b(?:reason|error): ` + literal, 'g'),
    ]) {
      for (const m of text.matchAll(re)) found.add(m[2].replace(/\$\{[^}]*\}/g, 'X'))
    }
    // The other branch of a conditional reason: `cond ? 'a' : 'b'` inside a FieldError.
    for (const m of text.matchAll(/FieldError\([^,]+,[^)]*?\?\s*'[^']+'\s*:\s*'([^']+)'/g)) found.add(m[1])
  }
  return [...found]
}

describe('rejection reasons in the admin’s language', () => {
  it('every reason the feed import writes has a French wording', () => {
    const reasons = reasonsWritten()
    expect(reasons.length).toBeGreaterThan(15)
    expect(reasons.filter((r) => !hasFrenchReason(r))).toEqual([])
  })

  it('reads French by default, English on request, with the record’s own value kept', () => {
    expect(reasonIn('is not a known municipality: Atlantis', 'fr')).toBe('n’est pas une municipalité connue : Atlantis')
    expect(reasonIn('is not a known municipality: Atlantis', undefined)).toBe(
      'n’est pas une municipalité connue : Atlantis',
    )
    expect(reasonIn('is not a known municipality: Atlantis', 'en')).toBe('is not a known municipality: Atlantis')
    expect(reasonIn('must be at most 90', 'fr')).toBe('doit valoir au plus 90')
    expect(reasonIn('repeats the listing of line 4', 'fr')).toBe('répète l’inscription de la ligne 4')
    expect(reasonIn('something new', 'fr')).toBe('something new')
  })
})
