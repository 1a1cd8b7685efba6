import { preload } from 'react-dom'
import type { MemberCardData } from '@/domain/members'
import { optimizedImage } from '@/ui/image/optimized'

type Props = {
  photo: MemberCardData['photo']
  alt: string
  placeholder: 'broker' | 'team'
  placeholderLabel: string
  className?: string
  /** Above the fold (a profile's hero): loaded at once and preloaded, as the page's largest image. */
  eager?: boolean
  /** Display width for the optimizer's srcset (CSS decides the real size). */
  sizes?: string
}

/** A broker silhouette, or three for a team (spec 2 §5: the placeholder follows context_type). */
function Silhouettes({ kind }: { kind: 'broker' | 'team' }) {
  const person = (x: number, s: number) => (
    <g key={x} transform={`translate(${x} 0) scale(${s})`}>
      <circle cx="0" cy="38" r="16" />
      <path d="M-30 100c0-22 13-36 30-36s30 14 30 36z" />
    </g>
  )
  return (
    <g fill="currentColor" opacity="0.55">
      {kind === 'team' ? [person(28, 0.8), person(72, 0.8), person(50, 1)] : person(50, 1.1)}
    </g>
  )
}

/**
 * A member's photo, or the placeholder chosen by the block's context_type when there is none
 * (never a broken image). Server-safe: no hooks, so the directory island can render it too.
 */
export function MemberAvatar({
  photo,
  alt,
  placeholder,
  placeholderLabel,
  className = '',
  eager = false,
  sizes = '(min-width: 576px) 420px, 90vw',
}: Props) {
  if (photo) {
    const img = optimizedImage({ src: photo.url, sizes })
    if (eager) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
    return (
      <img
        className={`member-avatar ${className}`}
        {...img}
        alt={alt}
        width={photo.width ?? 400}
        height={photo.height ?? 400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    )
  }
  return (
    <svg
      className={`member-avatar member-avatar--placeholder ${className}`}
      viewBox="0 0 100 100"
      role="img"
      aria-label={placeholderLabel}
      data-placeholder={placeholder}
    >
      <rect width="100" height="100" fill="var(--color-surface-2, #e8edf2)" />
      <Silhouettes kind={placeholder} />
    </svg>
  )
}
