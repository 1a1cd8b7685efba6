'use client'
import { useCallback, useState, type CSSProperties } from 'react'
import { preload } from 'react-dom'
import { focalPosition, mediaFilterCss, type MediaFilters } from '@/domain/media-filters'
import { fillStyle, optimizedImage } from './image/optimized'

export type ImageValue = {
  media?:
    | { url: string; alt?: Partial<Record<'fr' | 'en', string | null>>; width?: number | null; height?: number | null }
    | number
    | null
  center?: { x?: number | null; y?: number | null } | null
  filters?: { [K in keyof MediaFilters]?: number | null } | null
}

type Props = {
  image?: ImageValue | null
  locale: 'fr' | 'en'
  priority?: 'high' | 'low'
  sizes?: string
  fill?: boolean
  className?: string
  decorative?: boolean
}

/**
 * The spec's image: alt per locale, focal center, filters; fades in over 300 ms unless fetched with
 * high priority; hidden when the media is missing or broken. A plain <img> on Next's optimizer
 * (src/ui/image/optimized.ts); a high-priority image is preloaded from the document head.
 */
export function MediaImage({
  image,
  locale,
  priority = 'low',
  sizes = '100vw',
  fill = false,
  className,
  decorative = false,
}: Props) {
  const [loaded, setLoaded] = useState(priority === 'high')
  const [broken, setBroken] = useState(false)
  // An image that finished before hydration fires no React onLoad/onError: read its state instead.
  const settled = useCallback((el: HTMLImageElement | null) => {
    if (!el?.complete) return
    if (el.naturalWidth === 0) setBroken(true)
    else setLoaded(true)
  }, [])
  const media = image?.media
  if (!media || typeof media !== 'object' || !media.url || broken) return null
  const alt = decorative ? '' : media.alt?.[locale] || media.alt?.fr || ''
  const img = optimizedImage({ src: media.url, sizes })
  if (priority === 'high')
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
  const style: CSSProperties = {
    ...(fill ? fillStyle : { color: 'transparent' }),
    objectFit: 'cover',
    objectPosition: focalPosition(image?.center),
    filter: mediaFilterCss(image?.filters),
    opacity: loaded ? 1 : 0,
    transition: priority === 'high' ? undefined : 'opacity 300ms ease-in',
  }
  const box = fill ? {} : { width: media.width ?? 1200, height: media.height ?? 800 }
  return (
    <img
      ref={settled}
      {...img}
      {...box}
      alt={alt}
      className={className}
      style={style}
      decoding="async"
      data-nimg={fill ? 'fill' : '1'}
      loading={priority === 'high' ? 'eager' : 'lazy'}
      fetchPriority={priority}
      onLoad={() => setLoaded(true)}
      onError={() => setBroken(true)}
    />
  )
}
