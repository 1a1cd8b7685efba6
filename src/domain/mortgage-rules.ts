/**
 * Canadian minimum down payment rules, as data with the date each took effect.
 * A residential price up to the tier cap uses 5% of the first $500,000 and 10% of the rest;
 * above it (or at it, when the cap is exclusive) 20% of the whole price. Commercial: 35%.
 */
export type DownPaymentRule = {
  id: string
  effectiveFrom: string
  /** Highest price that still uses the 5% / 10% tiers (insurable purchase). */
  tierCap: number
  capInclusive: boolean
  label: { fr: string; en: string }
}

export const downPaymentRules: DownPaymentRule[] = [
  {
    id: '2016-02-15',
    effectiveFrom: '2016-02-15',
    tierCap: 1_000_000,
    capInclusive: true,
    label: { fr: 'Règle de 2016 (plafond de 1 000 000 $)', en: '2016 rule ($1,000,000 cap)' },
  },
  {
    id: '2024-12-15',
    effectiveFrom: '2024-12-15',
    tierCap: 1_500_000,
    capInclusive: false,
    label: { fr: 'Règle du 15 décembre 2024 (plafond de 1 500 000 $)', en: 'December 15, 2024 rule ($1,500,000 cap)' },
  },
]

export const FIRST_TIER = { upTo: 500_000, rate: 0.05 }
export const SECOND_TIER_RATE = 0.1
export const ABOVE_CAP_RATE = 0.2
export const COMMERCIAL_RATE = 0.35

/**
 * Mortgage default insurance premiums (CMHC, standard purchase, since 2017-03-17) by loan-to-value.
 * Only loans above 80% of the price (under 20% down) are shown a premium.
 */
export const insurancePremiums: { maxLtv: number; rate: number }[] = [
  { maxLtv: 0.85, rate: 0.028 },
  { maxLtv: 0.9, rate: 0.031 },
  { maxLtv: 0.95, rate: 0.04 },
]

/** The rule in force on a date (default today): the latest one that took effect. */
export function ruleInForce(date: Date = new Date(), rules = downPaymentRules): DownPaymentRule {
  const day = date.toISOString().slice(0, 10)
  const past = rules
    .filter((r) => r.effectiveFrom <= day)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
  return past.at(-1) ?? rules[0]
}

export const findRule = (id: string | null | undefined) => downPaymentRules.find((r) => r.id === id) ?? ruleInForce()
