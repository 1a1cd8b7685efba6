const PIXEL_RE = /^(\d+(?:\.\d+)?|\.\d+)px$/

/**
 * Parses a CMS pixel value such as '20px' or '12.5px' into a number.
 * Anything else is reported through `warn` and yields 0.
 */
export function parsePixelSize(value: unknown, warn: (msg: string) => void = console.warn): number {
  if (typeof value === 'string') {
    const match = PIXEL_RE.exec(value.trim())
    if (match?.[1]) return Number(match[1])
  }
  warn(`Invalid pixel size: ${formatValue(value)} (expected a value like "20px")`)
  return 0
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
