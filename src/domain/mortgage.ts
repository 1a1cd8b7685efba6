import {
  ABOVE_CAP_RATE,
  COMMERCIAL_RATE,
  FIRST_TIER,
  SECOND_TIER_RATE,
  insurancePremiums,
  type DownPaymentRule,
} from './mortgage-rules'

export type PropertyKind = 'residential' | 'commercial'
export type Frequency = 'weekly' | 'bi-weekly' | 'monthly'
export const amortizationOptions = [5, 10, 15, 20, 25] as const
export const frequencies: Frequency[] = ['weekly', 'bi-weekly', 'monthly']
export const MORTGAGE_DEFAULTS = {
  kind: 'residential' as PropertyKind,
  price: 0,
  down: 0,
  years: 25,
  rate: 5.5,
  frequency: 'monthly' as Frequency,
}

const withinTiers = (price: number, rule: DownPaymentRule) =>
  rule.capInclusive ? price <= rule.tierCap : price < rule.tierCap
const cents = (n: number) => Math.round(n * 100) / 100

/** Minimum down payment (spec 2 §5) under a rule. */
export function minimumDownPayment(price: number, kind: PropertyKind, rule: DownPaymentRule): number {
  if (price <= 0) return 0
  if (kind === 'commercial') return cents(price * COMMERCIAL_RATE)
  if (!withinTiers(price, rule)) return cents(price * ABOVE_CAP_RATE)
  if (price <= FIRST_TIER.upTo) return cents(price * FIRST_TIER.rate)
  return cents(FIRST_TIER.upTo * FIRST_TIER.rate + (price - FIRST_TIER.upTo) * SECOND_TIER_RATE)
}

/** Monthly payment with semi-annual compounding (Canadian fixed-rate mortgages); at least principal / months. */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  const months = Math.round(years * 12)
  if (principal <= 0 || months <= 0) return 0
  const i = (1 + annualRatePct / 200) ** (1 / 6) - 1
  const floor = principal / months
  if (i <= 0) return floor
  return Math.max(floor, (principal * i) / (1 - (1 + i) ** -months))
}

/** Weekly = monthly / 4, bi-weekly = monthly / 2 (spec 2 §5). */
export function paymentFor(monthly: number, frequency: Frequency): number {
  return frequency === 'weekly' ? monthly / 4 : frequency === 'bi-weekly' ? monthly / 2 : monthly
}

/** Insurance premium for an insurable residential purchase with under 20% down; null otherwise. */
export function insurancePremium(price: number, down: number, kind: PropertyKind, rule: DownPaymentRule) {
  if (kind !== 'residential' || price <= 0 || !withinTiers(price, rule)) return null
  const loan = price - down
  const ltv = loan / price
  if (ltv <= 0.8) return null
  const band = insurancePremiums.find((b) => ltv <= b.maxLtv + 1e-9)
  return band ? { rate: band.rate, amount: cents(loan * band.rate) } : null
}

export type MortgageInput = {
  kind: PropertyKind
  price: number
  down: number
  years: number
  rate: number
  frequency: Frequency
}

/** Everything the calculator shows: checks that gate Calculate, then the payment. */
export function evaluateMortgage(input: MortgageInput, rule: DownPaymentRule) {
  const minimumDown = minimumDownPayment(input.price, input.kind, rule)
  const downTooHigh = input.down > input.price
  const belowMinimum = input.down < minimumDown
  const rateInvalid = !(input.rate >= 0 && input.rate <= 100)
  const principal = Math.max(0, input.price - input.down)
  const monthly = monthlyPayment(principal, input.rate, input.years)
  return {
    minimumDown,
    downTooHigh,
    belowMinimum,
    rateInvalid,
    canCalculate: !downTooHigh && !belowMinimum && !rateInvalid,
    principal,
    payment: cents(paymentFor(monthly, input.frequency)),
    premium: insurancePremium(input.price, input.down, input.kind, rule),
  }
}

/** Digit-only input shown with space-grouped thousands: '1234567' → '1 234 567'. */
export const formatGroupedDigits = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

/** Spaces (and any non-digit) stripped, parsed as an integer; empty means 0. */
export const parseGroupedDigits = (raw: string) => {
  const digits = raw.replace(/\D/g, '')
  return digits ? Number.parseInt(digits, 10) : 0
}
