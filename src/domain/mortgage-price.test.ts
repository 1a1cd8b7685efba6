import { describe, expect, it } from 'vitest'
import { calculatorHref, MORTGAGE_MAX_PRICE, priceFromQuery } from './mortgage-price'

describe('priceFromQuery (?price= of the mortgage calculator)', () => {
  it('reads a plain digit string', () => {
    expect(priceFromQuery('489000')).toBe(489_000)
    expect(priceFromQuery(' 500000 ')).toBe(500_000)
    expect(priceFromQuery(['725000', '1'])).toBe(725_000)
  })
  it('refuses anything that is not digits only', () => {
    for (const raw of [
      undefined,
      null,
      '',
      ' ',
      '0',
      '000',
      '-5',
      '+5',
      '5e5',
      '500000.50',
      '500 000',
      '1,000',
      'abc',
      'null',
      '0x10',
      '１２３',
    ])
      expect(priceFromQuery(raw), String(raw)).toBeNull()
  })
  it('clamps huge values and refuses absurdly long ones', () => {
    expect(priceFromQuery('5000000000')).toBe(MORTGAGE_MAX_PRICE)
    expect(priceFromQuery('9'.repeat(15))).toBe(MORTGAGE_MAX_PRICE)
    expect(priceFromQuery('9'.repeat(16))).toBeNull()
  })
})

describe('calculatorHref (listing page link)', () => {
  it('passes a sale price, rounded', () => {
    expect(calculatorHref('/fr/calculatrice-hypothecaire', 489000, false)).toBe(
      '/fr/calculatrice-hypothecaire?price=489000',
    )
    expect(calculatorHref('/en/mortgage-calculator', 489000.6, false)).toBe('/en/mortgage-calculator?price=489001')
  })
  it('leaves the price out for a rental or an unknown price', () => {
    expect(calculatorHref('/en/mortgage-calculator', 1800, true)).toBe('/en/mortgage-calculator')
    expect(calculatorHref('/en/mortgage-calculator', null, false)).toBe('/en/mortgage-calculator')
    expect(calculatorHref('/en/mortgage-calculator', 0, false)).toBe('/en/mortgage-calculator')
    expect(calculatorHref('/en/mortgage-calculator', Number.NaN, false)).toBe('/en/mortgage-calculator')
  })
})
