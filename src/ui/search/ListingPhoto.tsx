'use client'
import NextImage from 'next/image'
import { useState } from 'react'

type Props = { src: string; alt: string; priority?: boolean; sizes: string }

/** A listing photo: optimised when it is one of ours, plain otherwise (feed URLs); hidden when broken. */
export function ListingPhoto({ src, alt, priority = false, sizes }: Props) {
  const [broken, setBroken] = useState(false)
  if (broken) return null
  if (src.startsWith('/api/media/file/')) {
    return <NextImage src={src} alt={alt} fill sizes={sizes} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} style={{ objectFit: 'cover' }} onError={() => setBroken(true)} />
  }
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt} loading={priority ? 'eager' : 'lazy'} decoding="async" onError={() => setBroken(true)} />
}
