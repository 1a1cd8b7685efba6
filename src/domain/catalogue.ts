/** Constants and small rules of the content and media blocks (spec 2 §4, §5, §9). */

export const BROKER_TESTIMONIALS_AUTOPLAY_MS = 5000
export const BROKER_TESTIMONY_LINES = 7
export const SLIDER_CARD_LINES = 10
export const MEDIAS_CAROUSEL_AUTOPLAY_MS = 6000
export const CAROUSEL_ANIMATION_MS = 300
/** Carousel step: 1, but 3 for carousel cards. */
export const CAROUSEL_CARDS_STEP = 3
/** Rewards and testimonials initially visible. */
export const INITIALLY_VISIBLE = 3
/** Testimonial collapse height: 256 px at lg and up, 128 px below. */
export const COLLAPSE_PX = { lg: 256, below: 128 } as const

/** The first `limit` items, and whether a show-more button is needed for the rest. */
export function firstItems<T>(items: readonly T[], expanded: boolean, limit = INITIALLY_VISIBLE) {
  return { shown: expanded ? items : items.slice(0, limit), hasMore: !expanded && items.length > limit }
}

/** A carousel with one slide (or none) shows no controls. */
export const carouselHasControls = (count: number) => count > 1

/** The numbered label of an item: two digits and a dot ("01."). */
export const twoDigitIndex = (n: number) => `${String(n).padStart(2, '0')}.`

export const REWARD_IDENTS = [
  '100-perct',
  '100-perct-or',
  'cercle-legendes',
  'chariman',
  'diamant',
  'luminary-distinction',
  'paramount-off-excellence',
  'pinacle',
  'platine',
  'pretige',
  'reussite-carriere',
  'select',
  'temple-renomee',
  'titan',
] as const
export type RewardIdent = (typeof REWARD_IDENTS)[number]

export const isRewardIdent = (v: unknown): v is RewardIdent =>
  typeof v === 'string' && (REWARD_IDENTS as readonly string[]).includes(v)

/** The reward image: images/rewards/{light|dark}/{ident}_fr.svg; null for an ident outside the list. */
export function rewardImage(ident: unknown, dark: boolean): string | null {
  return isRewardIdent(ident) ? `/images/rewards/${dark ? 'dark' : 'light'}/${ident}_fr.svg` : null
}

export const STATISTICS_LAYOUTS = ['variant_1', 'variant_2', 'variant_3'] as const
export const statisticsLayout = (v: unknown) =>
  ((STATISTICS_LAYOUTS as readonly unknown[]).includes(v) ? v : 'variant_1') as (typeof STATISTICS_LAYOUTS)[number]

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const
export const textAlign = (v: unknown) =>
  ((TEXT_ALIGNS as readonly unknown[]).includes(v) ? v : 'center') as (typeof TEXT_ALIGNS)[number]

/** Script block padding (rem) multipliers: 1 wide, 0.75 at xl and below, 0.5 at lg and below. */
export const SCRIPT_PADDING_MULTIPLIERS = { wide: 1, xl: 0.75, lg: 0.5 } as const

/** A padding in rem, or 0 for anything not a finite non-negative number. */
export const remOrZero = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0)
