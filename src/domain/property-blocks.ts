import { emptyFilters, searchHref } from './search-filters'

/**
 * Rules of the property blocks (spec 2 §9 "Properties block", "Featured properties carousel"):
 * how many listing cards show, when the extra and see-more cards appear, when the see-all link shows.
 */

/** At xl and below (narrower than the xxl breakpoint) the properties block shows this many listings. */
export const PROPERTIES_NARROW_COUNT = 2

export type PropertiesLayout = {
  /** Listings shown at xl and below; all of them show on wider screens. */
  narrowCount: number
  /** Exactly 3 listings: a final extra card completes the grid. */
  extraCard: boolean
  /** The see-all link: only when enabled and more than one listing matches. */
  seeAll: boolean
}

export function propertiesLayout(count: number, total: number, seeAllEnabled: boolean): PropertiesLayout {
  return {
    narrowCount: Math.min(PROPERTIES_NARROW_COUNT, count),
    extraCard: count === 3,
    seeAll: seeAllEnabled && total > 1,
  }
}

export type SliderEndCard = 'see-more' | 'extra' | null

/**
 * The slider's last card: 'see more' when more listings match than it shows; otherwise an extra
 * card when it holds at most 3 items or fewer than the total.
 */
export function sliderEndCard(count: number, total: number): SliderEndCard {
  if (total > count) return 'see-more'
  if (count <= 3 || count < total) return 'extra'
  return null
}

/** Featured properties carousel timings (ms): the progress bar runs 1000 ms shorter than autoplay. */
export const FEATURED_AUTOPLAY_MS = 5000
export const FEATURED_PROGRESS_MS = FEATURED_AUTOPLAY_MS - 1000

/** Navigation (and autoplay) only with more than one slide. */
export const carouselNavigable = (slides: number) => slides > 1

/** Listing limits an editor may choose for the properties and slider blocks. */
export const BLOCK_LISTINGS_DEFAULT = 6
export const BLOCK_LISTINGS_MAX = 12

export const clampListingLimit = (n: unknown) => {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : BLOCK_LISTINGS_DEFAULT
  return Math.min(BLOCK_LISTINGS_MAX, Math.max(1, v))
}

export type CriteriaQuery = { mun?: string[] | null; type?: string[] | null; transaction?: 'sale' | 'rent' | null }

/** The properties page with a block's criteria in its query (the search block reads them at start). */
export function criteriaSearchHref(base: string, c: CriteriaQuery): string {
  return searchHref(base, {
    ...emptyFilters(),
    mun: [...(c.mun ?? [])],
    type: [...(c.type ?? [])],
    forSaleForRent: c.transaction === 'sale' ? 'buy' : c.transaction === 'rent' ? 'rent' : null,
  })
}
