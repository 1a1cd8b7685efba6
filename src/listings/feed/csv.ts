/**
 * Streaming RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
 * Yields each row with the line number it starts on.
 */
export async function* csvRows(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<{ line: number; cells: string[] }> {
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let afterQuote = false
  let line = 1
  let startLine = 1
  let pendingCR = false
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]
      if (pendingCR) {
        pendingCR = false
        if (c === '\n') continue
      }
      if (quoted) {
        if (c === '"') {
          quoted = false
          afterQuote = true
        } else {
          if (c === '\n') line++
          cell += c
        }
        continue
      }
      if (c === '"') {
        if (afterQuote) {
          cell += '"'
          quoted = true
          afterQuote = false
        } else if (cell === '') quoted = true
        else cell += c
        continue
      }
      afterQuote = false
      if (c === ',') {
        cells.push(cell)
        cell = ''
      } else if (c === '\n' || c === '\r') {
        cells.push(cell)
        if (cells.length > 1 || cells[0] !== '') yield { line: startLine, cells }
        cells = []
        cell = ''
        line++
        startLine = line
        pendingCR = c === '\r'
      } else cell += c
    }
  }
  if (cell !== '' || cells.length) {
    cells.push(cell)
    yield { line: startLine, cells }
  }
}

/** Rows after the header become records keyed by the header's names. */
export async function* csvRecords(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<{ line: number; record: Record<string, string> }> {
  let header: string[] | null = null
  for await (const { line, cells } of csvRows(chunks)) {
    if (!header) {
      header = cells.map((h) => h.trim().replace(/^\uFEFF/, ''))
      continue
    }
    const record: Record<string, string> = {}
    header.forEach((h, i) => {
      if (h) record[h] = cells[i] ?? ''
    })
    yield { line, record }
  }
}
