/**
 * RFC 4180 CSV: every cell quoted, quotes doubled, CRLF rows. A cell a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) is written with a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  let s = ''
  if (typeof value === 'string') s = value
  else if (typeof value === 'number' || typeof value === 'boolean') s = String(value)
  else if (value !== null && value !== undefined) s = JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}

export const toCsv = (rows: ReadonlyArray<readonly unknown[]>): string =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
