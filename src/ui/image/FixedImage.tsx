import { preload } from 'react-dom'
import { optimizedImage } from './optimized'

type Props = { src: string; alt: string; width: number; height: number; priority?: boolean; className?: string }

/** A fixed-size image of ours (logos) with 1x/2x sources; no client code (next/image would ship ~10 kB). */
export function FixedImage({ src, alt, width, height, priority = false, className }: Props) {
  const img = optimizedImage({ src, width })
  if (priority) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, fetchPriority: 'high' })
  return (
    <img
      {...img}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      style={{ color: 'transparent' }}
    />
  )
}
