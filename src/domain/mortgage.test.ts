import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  evaluateMortgage,
  formatGroupedDigits,
  insurancePremium,
  minimumDownPayment,
  monthlyPayment,
  parseGroupedDigits,
  paymentFor,
} from './mortgage'
import { findRule, ruleInForce } from './mortgage-rules'

const today = ruleInForce(new Date('2026-11-23'))
const old = findRule('2016-02-15')

describe('minimum down payment', () => {
  it('follows the rule in force since 2024-12-15 by default', () => {
    expect(today.id).toBe('2024-12-15')
    expect(ruleInForce(new Date('2024-12-14')).id).toBe('2016-02-15')
    expect(minimumDownPayment(400_000, 'residential', today)).toBe(20_000)
    expect(minimumDownPayment(500_000, 'residential', today)).toBe(25_000)
    expect(minimumDownPayment(600_000, 'residential', today)).toBe(35_000)
    expect(minimumDownPayment(1_200_000, 'residential', today)).toBe(95_000)
    expect(minimumDownPayment(1_499_999, 'residential', today)).toBeCloseTo(124_999.9, 2)
    expect(minimumDownPayment(1_500_000, 'residential', today)).toBe(300_000)
  })
  it('keeps the older $1,000,000-cap rule selectable (spec 2 §5)', () => {
    expect(minimumDownPayment(1_000_000, 'residential', old)).toBe(75_000)
    expect(minimumDownPayment(1_000_001, 'residential', old)).toBeCloseTo(200_000.2, 2)
    expect(minimumDownPayment(1_200_000, 'residential', old)).toBe(240_000)
  })
  it('asks 35% for commercial and nothing for a zero price', () => {
    expect(minimumDownPayment(1_000_000, 'commercial', today)).toBe(350_000)
    expect(minimumDownPayment(0, 'residential', today)).toBe(0)
  })
})

describe('payment', () => {
  it('compounds semi-annually: $500,000 at 5% over 25 years is $2,908.02 a month', () => {
    expect(monthlyPayment(500_000, 5, 25).toFixed(2)).toBe('2908.02')
  })
  it('is at least principal / months (0% rate) and 0 without a loan', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000)
    expect(monthlyPayment(0, 5, 25)).toBe(0)
  })
  it('divides the monthly payment by 2 (bi-weekly) and 4 (weekly)', () => {
    expect(paymentFor(2908.02, 'bi-weekly')).toBeCloseTo(1454.01)
    expect(paymentFor(2908.02, 'weekly')).toBeCloseTo(727.005)
    expect(paymentFor(2908.02, 'monthly')).toBe(2908.02)
  })
})

describe('calculator checks', () => {
  const base = {
    kind: 'residential' as const,
    price: 600_000,
    down: 35_000,
    years: 25,
    rate: 5.5,
    frequency: 'monthly' as const,
  }
  it('enables Calculate at the minimum and shows the insurance premium under 20% down', () => {
    const r = evaluateMortgage(base, today)
    expect(r).toMatchObject({ canCalculate: true, principal: 565_000, minimumDown: 35_000 })
    expect(r.premium).toEqual({ rate: 0.04, amount: 22_600 })
    expect(insurancePremium(600_000, 120_000, 'residential', today)).toBeNull()
    expect(insurancePremium(600_000, 80_000, 'residential', today)?.rate).toBe(0.031)
    expect(insurancePremium(1_600_000, 200_000, 'residential', today)).toBeNull()
  })
  it('disables Calculate below the minimum, above the price, or with a negative rate', () => {
    expect(evaluateMortgage({ ...base, down: 34_999 }, today)).toMatchObject({
      canCalculate: false,
      belowMinimum: true,
    })
    expect(evaluateMortgage({ ...base, down: 600_001 }, today)).toMatchObject({
      canCalculate: false,
      downTooHigh: true,
    })
    expect(evaluateMortgage({ ...base, rate: -0.01 }, today)).toMatchObject({ canCalculate: false, rateInvalid: true })
  })
})

describe('space-grouped digit mask', () => {
  it('groups digits by three with spaces and parses them back', () => {
    expect(formatGroupedDigits('1234567')).toBe('1 234 567')
    expect(formatGroupedDigits('12a 34,5')).toBe('12 345')
    expect(formatGroupedDigits('')).toBe('')
    expect(formatGroupedDigits('007')).toBe('7')
    expect(parseGroupedDigits('1 234 567')).toBe(1_234_567)
    expect(parseGroupedDigits('')).toBe(0)
  })
  it('round-trips any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => parseGroupedDigits(formatGroupedDigits(String(n))) === n),
    )
  })
})
