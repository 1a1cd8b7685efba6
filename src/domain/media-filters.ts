export const mediaFilterDefaults = { blur: 0, brightness: 1, contrast: 1, opacity: 1, saturate: 1 }

export type MediaFilters = typeof mediaFilterDefaults

const order: (keyof MediaFilters)[] = ['blur', 'brightness', 'contrast', 'opacity', 'saturate']

/** CSS `filter` value listing only non-default, finite values; undefined when nothing applies. */
export function mediaFilterCss(f?: { [K in keyof MediaFilters]?: number | null } | null): string | undefined {
  if (!f) return undefined
  const parts: string[] = []
  for (const key of order) {
    const value = f[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value === mediaFilterDefaults[key]) continue
    parts.push(key === 'blur' ? `blur(${value}px)` : `${key}(${value})`)
  }
  return parts.length > 0 ? parts.join(' ') : undefined
}

const clampPct = (v: number | null | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 50

/** CSS object-position from a focal point given as 0–100 percentages. */
export function focalPosition(center?: { x?: number | null; y?: number | null } | null): string {
  return `${clampPct(center?.x)}% ${clampPct(center?.y)}%`
}
