/**
 * Category cards and the categories slider (spec 2 §9). The stylesheet (src/styles/blog-blocks.css)
 * holds the same figures in its media queries; a render test checks that they agree.
 */

type Step<K extends string> = { minWidth: number } & Record<K, number>

/** Category card min heights, widest screen first: 530, 446, 360, 286, 362, 240, 346 px by breakpoint (xxxxl → xs). */
export const CATEGORY_CARD_MIN_HEIGHTS: Step<'px'>[] = [
  { minWidth: 1920, px: 530 },
  { minWidth: 1680, px: 446 },
  { minWidth: 1440, px: 360 },
  { minWidth: 1200, px: 286 },
  { minWidth: 992, px: 362 },
  { minWidth: 768, px: 240 },
  { minWidth: 0, px: 346 },
]

/** Card padding and inner padding: 12 and 24 px from md (768) up, 8 and 16 px below. */
export const CATEGORY_CARD_PADDING = {
  from: 768,
  wide: { padding: 12, inner: 24 },
  narrow: { padding: 8, inner: 16 },
} as const

/** Cards per view in the slider: the grid columns 4, 3, 2, 1, 1 at the carousel breakpoints large 1680, medium 1200, small 768, xsmall 360. */
export const CATEGORIES_PER_VIEW: Step<'cards'>[] = [
  { minWidth: 1680, cards: 4 },
  { minWidth: 1200, cards: 3 },
  { minWidth: 768, cards: 2 },
  { minWidth: 360, cards: 1 },
  { minWidth: 0, cards: 1 },
]

/** The slider moves one card per step (spec 2 §9: carousel step 1). */
export const CATEGORIES_SLIDER_STEP = 1

const at = <K extends string>(steps: Step<K>[], width: number) =>
  steps.find((s) => width >= s.minWidth) ?? steps[steps.length - 1]

export const categoryCardMinHeight = (width: number) => at(CATEGORY_CARD_MIN_HEIGHTS, width).px
export const categoriesPerView = (width: number) => at(CATEGORIES_PER_VIEW, width).cards

/** A count worth showing: a whole number of 0 or more; anything else (empty, negative, NaN) is hidden. */
export const propertyCount = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null
