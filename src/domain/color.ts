export type Rgb = { r: number; g: number; b: number }

const HEX_RE = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB_RE = /^rgba?\(\s*([^)]*)\)$/i

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() (alpha ignored). */
export function parseColor(input: string): Rgb | null {
  if (typeof input !== 'string') return null
  const value = input.trim()
  const hex = HEX_RE.exec(value)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    }
  }
  const body = RGB_RE.exec(value)?.[1]
  if (body === undefined) return null
  // Accept both "r, g, b[, a]" and "r g b[ / a]".
  const parts = body.includes(',') ? body.split(',') : body.replace('/', ' ').split(/\s+/)
  const channels = parts.map((p) => p.trim()).filter(Boolean)
  if (channels.length < 3 || channels.length > 4) return null
  const rgb = channels.slice(0, 3).map(parseChannel)
  if (rgb.some((c) => c === null)) return null
  const [r, g, b] = rgb as number[]
  return { r: r, g: g, b: b }
}

function parseChannel(raw: string): number | null {
  const pct = raw.endsWith('%')
  const n = Number(pct ? raw.slice(0, -1) : raw)
  if (raw === '' || !Number.isFinite(n)) return null
  const value = pct ? (n / 100) * 255 : n
  return Math.round(Math.min(255, Math.max(0, value)))
}

/** Dark when r+g+b <= 382.5 (half of 765). Unparsable colours are not dark. */
export function isDarkColor(input: string): boolean {
  const c = parseColor(input)
  if (!c) return false
  return c.r + c.g + c.b <= 382.5
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG contrast ratio between two colours (1–21), or null when unparsable. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColor(a)
  const cb = parseColor(b)
  if (!ca || !cb) return null
  const la = relativeLuminance(ca)
  const lb = relativeLuminance(cb)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}
