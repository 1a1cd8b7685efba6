/** The largest purchase price the calculator accepts (from the URL or typed): $999,999,999. */
export const MORTGAGE_MAX_PRICE = 999_999_999

/**
 * The calculator's `?price=` (a listing's price): digits only, at most 15 of them, clamped to
 * MORTGAGE_MAX_PRICE. Anything else (missing, empty, 0, signs, decimals, letters) gives null and
 * the calculator starts empty.
 */
export function priceFromQuery(raw: string | string[] | null | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return null
  const price = Number.parseInt(value.trim(), 10)
  return price > 0 ? Math.min(price, MORTGAGE_MAX_PRICE) : null
}

/** The listing page's link to the calculator: the price only for a sale with a known price. */
export function calculatorHref(path: string, price: number | null | undefined, forRent: boolean): string {
  const p =
    !forRent && typeof price === 'number' && Number.isFinite(price) && price > 0
      ? Math.min(Math.round(price), MORTGAGE_MAX_PRICE)
      : null
  return p ? `${path}?price=${p}` : path
}
