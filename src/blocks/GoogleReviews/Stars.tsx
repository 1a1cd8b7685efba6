import { Star, StarHalf } from 'lucide-react'
import { starParts } from '@/domain/reviews'

/** Stars rounded to the nearest half of 5; the label gives the score in words. */
export function Stars({ score, label }: { score: number; label: string }) {
  const { full, half, empty } = starParts(score)
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} aria-hidden size={18} className="stars__full" data-star="full" />
      ))}
      {half ? (
        <span className="stars__half" data-star="half">
          <Star aria-hidden size={18} className="stars__empty" />
          <StarHalf aria-hidden size={18} className="stars__full" />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} aria-hidden size={18} className="stars__empty" data-star="empty" />
      ))}
    </span>
  )
}
