/**
 * A value from outside (a feed record, a stored column, a form field) as text: '' for null or
 * undefined, otherwise `String(v)`. Same result as `String(v ?? '')`, said once.
 */
export const asText = (v: unknown): string =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value is accepted here, as String() does
  v === null || v === undefined ? '' : String(v)
