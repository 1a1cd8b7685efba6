'use client'
import NextImage from 'next/image'
import { useState, type CSSProperties } from 'react'
import { focalPosition, mediaFilterCss, type MediaFilters } from '@/domain/media-filters'

export type ImageValue = {
  media?: { url: string; alt?: Partial<Record<'fr' | 'en', string | null>>; width?: number | null; height?: number | null } | number | null
  center?: { x?: number | null; y?: number | null } | null
  filters?: Partial<MediaFilters> | null
}

type Props = { image?: ImageValue | null; locale: 'fr' | 'en'; priority?: 'high' | 'low'; sizes?: string; fill?: boolean; className?: string; decorative?: boolean }

/**
 * The spec's image: alt per locale, focal center, filters; fades in over 300 ms unless fetched with
 * high priority; hidden when the media is missing or broken.
 */
export function MediaImage({ image, locale, priority = 'low', sizes = '100vw', fill = false, className, decorative = false }: Props) {
  const [loaded, setLoaded] = useState(priority === 'high')
  const [broken, setBroken] = useState(false)
  const media = image?.media
  if (!media || typeof media !== 'object' || !media.url || broken) return null
  const alt = decorative ? '' : (media.alt?.[locale] || media.alt?.fr || '')
  const style: CSSProperties = {
    objectFit: 'cover',
    objectPosition: focalPosition(image?.center),
    filter: mediaFilterCss(image?.filters),
    opacity: loaded ? 1 : 0,
    transition: priority === 'high' ? undefined : 'opacity 300ms ease-in',
  }
  const common = {
    src: media.url, alt, sizes, style, className,
    priority: priority === 'high', fetchPriority: priority,
    onLoad: () => setLoaded(true), onError: () => setBroken(true),
  } as const
  return fill ? (
    <NextImage {...common} fill />
  ) : (
    <NextImage {...common} width={media.width ?? 1200} height={media.height ?? 800} />
  )
}
