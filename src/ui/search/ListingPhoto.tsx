'use client'
import { useCallback, useState } from 'react'
import { fillStyle, optimizedImage } from '../image/optimized'

type Props = { src: string; alt: string; priority?: boolean; sizes: string }

/** A listing photo: optimised when it is one of ours, plain otherwise (feed URLs); hidden when broken. */
export function ListingPhoto({ src, alt, priority = false, sizes }: Props) {
  const [broken, setBroken] = useState(false)
  // A photo that failed before hydration fires no React onError: read its state instead.
  const settled = useCallback((el: HTMLImageElement | null) => {
    if (el?.complete && el.naturalWidth === 0) setBroken(true)
  }, [])
  if (broken) return null
  const loading = priority ? 'eager' : 'lazy'
  if (src.startsWith('/api/media/file/')) {
    return (
      <img
        ref={settled}
        {...optimizedImage({ src, sizes })}
        alt={alt}
        loading={loading}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        data-nimg="fill"
        style={{ ...fillStyle, objectFit: 'cover' }}
        onError={() => setBroken(true)}
      />
    )
  }
  return <img ref={settled} src={src} alt={alt} loading={loading} decoding="async" onError={() => setBroken(true)} />
}
