/**
 * Props for a plain <img> served by Next's image optimizer (/_next/image), computed as next/image
 * computes them (srcset widths from `sizes`, or 1x/2x from a fixed width). next/image itself is a
 * client component costing ~10 kB gzipped on every page; this is a few hundred bytes and also works
 * in server components. The sizes below must match next.config images (checked by optimized.test.ts).
 */
export const imageConfig = {
  path: '/_next/image',
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  quality: 75,
}

const allSizes = [...imageConfig.imageSizes, ...imageConfig.deviceSizes].sort((a, b) => a - b)
const url = (src: string, w: number) =>
  `${imageConfig.path}?url=${encodeURIComponent(src)}&w=${w}&q=${imageConfig.quality}`

function widths(width: number | undefined, sizes: string | undefined): { list: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => parseInt(m[2], 10))
    if (!percents.length) return { list: allSizes, kind: 'w' }
    const smallest = Math.min(...percents) * 0.01
    return { list: allSizes.filter((s) => s >= imageConfig.deviceSizes[0] * smallest), kind: 'w' }
  }
  if (width === undefined) return { list: imageConfig.deviceSizes, kind: 'w' }
  const list = [
    ...new Set([width, width * 2].map((w) => allSizes.find((s) => s >= w) ?? allSizes[allSizes.length - 1])),
  ]
  return { list, kind: 'x' }
}

export type OptimizedImage = { src: string; srcSet: string; sizes?: string }

/** src/srcSet/sizes for an image of ours (/api/media/file/…); give `sizes` for a fluid image, `width` for a fixed one. */
export function optimizedImage({ src, width, sizes }: { src: string; width?: number; sizes?: string }): OptimizedImage {
  const { list, kind } = widths(width, sizes)
  const srcSet = list.map((w, i) => `${url(src, w)} ${kind === 'w' ? `${w}w` : `${i + 1}x`}`).join(', ')
  return { src: url(src, list[list.length - 1]), srcSet, ...(kind === 'w' ? { sizes: sizes ?? '100vw' } : {}) }
}

/** The style next/image gives a `fill` image (covers its positioned parent). */
export const fillStyle = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: 'transparent',
} as const
