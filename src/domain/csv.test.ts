import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('CSV export', () => {
  it('quotes every cell, doubles quotes and keeps commas and line breaks inside cells', () => {
    expect(
      toCsv([
        ['Nom', 'Message'],
        ['Gagnon, Isabelle', 'Il a dit "oui"\nmerci'],
      ]),
    ).toBe('"Nom","Message"\r\n"Gagnon, Isabelle","Il a dit ""oui""\nmerci"\r\n')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1 514', '-2', '@a', 'ok', null]])).toBe(
      `"'=HYPERLINK(""x"")","'+1 514","'-2","'@a","ok",""\r\n`,
    )
  })
})
