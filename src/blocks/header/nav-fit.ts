/** Sub-pixel rounding tolerance: scrollWidth is rounded up, clientWidth down. */
const ROUNDING_PX = 1

/** The desktop links fit when their natural width is within the slot they are given. */
export function linksFit(linksWidth: number, slotWidth: number): boolean {
  if (slotWidth <= 0) return false
  return linksWidth <= slotWidth + ROUNDING_PX
}
