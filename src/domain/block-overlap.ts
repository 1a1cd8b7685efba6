import { blockOverlapHeights as H, breakpoints } from './breakpoints'

/** Share of a card block's overlap height laid over the block above it (spec: "50% by default"). */
export const DEFAULT_SPLIT = 0.5

/** Card blocks straddle the boundary with the block above by a share of their overlap height (spec 2 §9). */
export const cardOverlapHeights: Readonly<Record<string, number>> = {
  cta: H.cta,
  double_cta: H.doubleCta,
  highlights: H.highlights,
  contact_form: H.contactForm,
}

/** A full-bleed hero lets the next block rise into it by its underlap (hero 95); the footer by 96. */
export const heroUnderlapTypes = ['hero_content_2', 'hero_cta', 'hero_slider', 'hero_search_bar'] as const
export const FOOTER_OVERLAP_CAP = H.footerUnderlap

/** Blocks that overlap the next block themselves: the next one does not rise into them. */
export const PROPERTY_IFRAME_BOTTOM_OVERLAP = 90
const overlapsNextItself = new Set(['hero_landing_page', 'property_iframe'])

const underlapOf = (type: string | undefined): number =>
  (heroUnderlapTypes as readonly string[]).includes(type ?? '') ? H.hero : Infinity

/**
 * How far (px) each block rises over the block above it: a card block by split × its overlap height,
 * at most the upper block's underlap; never the first block, nor under a block that overlaps the next itself.
 */
export function blockRises(types: readonly string[], split = DEFAULT_SPLIT): number[] {
  return types.map((type, i) => {
    const height = cardOverlapHeights[type]
    const above = types[i - 1]
    if (i === 0 || height === undefined || overlapsNextItself.has(above)) return 0
    return Math.round(Math.min(split * height, underlapOf(above)))
  })
}

/**
 * How far (px) the last block sinks into the footer (the footer slides under it by its underlap):
 * the rest of a card block's split height, or the property iframe's bottom overlap; capped at 96.
 */
export function footerOverlap(lastType: string | undefined, split = DEFAULT_SPLIT): number {
  if (lastType === 'property_iframe') return Math.min(PROPERTY_IFRAME_BOTTOM_OVERLAP, FOOTER_OVERLAP_CAP)
  const height = lastType ? cardOverlapHeights[lastType] : undefined
  if (height === undefined) return 0
  return Math.round(Math.min((1 - split) * height, FOOTER_OVERLAP_CAP))
}

/**
 * Hero content 2 overlaps what follows it by its rounded corners (the theme's border-radius-3, a CSS value)
 * when that block does not rise into it: the next block, or the footer when the hero is last (spec 2 §4).
 * True for each such hero; the amount is the radius, so the corners show the next block, not the page.
 */
export function heroRadiusOverlaps(types: readonly string[], footerFollows: boolean, split = DEFAULT_SPLIT): boolean[] {
  const rises = blockRises(types, split)
  return types.map((type, i) => {
    if (type !== 'hero_content_2') return false
    return i + 1 < types.length ? rises[i + 1] === 0 : footerFollows
  })
}

/** Hero landing page: how far its form card hangs into the next block (spec 2 §4). */
export const HERO_LANDING_MAX_OVERLAP = 128
export const HERO_LANDING_MIN_OVERLAP = 40
export function heroLandingOverlap(viewportWidth: number, formHeight: number, infosHeight: number): number {
  if (viewportWidth < breakpoints.lg) return H.heroLanding
  const overlap = Math.min(Math.max(formHeight - infosHeight, 0), HERO_LANDING_MAX_OVERLAP)
  return overlap <= HERO_LANDING_MIN_OVERLAP ? 0 : overlap
}

/** The CTA block's layout: its own orientation, forced centred at the largest breakpoint. */
export function ctaLayout(orientation: string | null | undefined, viewportWidth: number): 'full' | 'center' {
  if (viewportWidth >= breakpoints.xxxxl) return 'center'
  return (orientation ?? 'full') === 'full' ? 'full' : 'center'
}

/** Header block types: a hero call to action after one of them is contained (spec 2 §4). */
export const headerBlockTypes = ['header_classic', 'header_megamenu', 'header_out_of_norm'] as const
export const heroCtaContained = (previousTypes: readonly string[]) =>
  previousTypes.some((t) => (headerBlockTypes as readonly string[]).includes(t))

/** Property iframe: full width from 1500 px wide, inside the page's container below (spec 2 §9). */
export const PROPERTY_IFRAME_FULL_WIDTH_FROM = 1500
export const propertyIframeFullWidth = (viewportWidth: number) => viewportWidth >= PROPERTY_IFRAME_FULL_WIDTH_FROM
