'use client'
import { Glyph } from '@/ui/icons/Glyph'
import { chevronLeftNode } from '@/ui/icons/nodes/chevron-left'
import { chevronRightNode } from '@/ui/icons/nodes/chevron-right'
import { useState } from 'react'
import { preload } from 'react-dom'
import { fillStyle, optimizedImage } from '@/ui/image/optimized'

type Props = { photos: string[]; alts: string[]; labels: { gallery: string; previous: string; next: string } }

/** Photo gallery: one large photo, previous/next buttons and thumbnails (keyboard operable). */
export function Gallery({ photos, alts, labels }: Props) {
  const [i, setI] = useState(0)
  if (!photos.length) return null
  const go = (d: number) => setI((n) => (n + d + photos.length) % photos.length)
  const img = (src: string, alt: string, sizes: string, priority = false) => {
    if (!src.startsWith('/api/media/file/')) return <img src={src} alt={alt} />
    const o = optimizedImage({ src, sizes })
    if (priority) preload(o.src, { as: 'image', imageSrcSet: o.srcSet, imageSizes: o.sizes, fetchPriority: 'high' })
    return (
      <img
        {...o}
        alt={alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        data-nimg="fill"
        style={{ ...fillStyle, objectFit: 'cover' }}
      />
    )
  }
  return (
    <section className="gallery" aria-label={labels.gallery}>
      <div className="gallery__main" aria-live="polite">
        {img(photos[i], alts[i] ?? '', '(min-width: 1200px) 760px, 100vw', i === 0)}
        {photos.length > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              onClick={() => go(-1)}
              aria-label={labels.previous}
            >
              <Glyph node={chevronLeftNode} />
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              onClick={() => go(1)}
              aria-label={labels.next}
            >
              <Glyph node={chevronRightNode} />
            </button>
          </>
        ) : null}
      </div>
      {photos.length > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((p, n) => (
            <li key={p + n}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={n === i}
                aria-label={alts[n]}
                onClick={() => setI(n)}
              >
                {img(p, '', '96px')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
