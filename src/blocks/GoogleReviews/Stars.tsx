import { Glyph } from '@/ui/icons/Glyph'
import { starHalfNode } from '@/ui/icons/nodes/star-half'
import { starNode } from '@/ui/icons/nodes/star'
import { starParts } from '@/domain/reviews'

/** Stars rounded to the nearest half of 5; the label gives the score in words. */
export function Stars({ score, label }: { score: number; label: string }) {
  const { full, half, empty } = starParts(score)
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: full }, (_, i) => (
        <Glyph node={starNode} key={`f${i}`} size={18} className="stars__full" data-star="full" />
      ))}
      {half ? (
        <span className="stars__half" data-star="half">
          <Glyph node={starNode} size={18} className="stars__empty" />
          <Glyph node={starHalfNode} size={18} className="stars__full" />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Glyph node={starNode} key={`e${i}`} size={18} className="stars__empty" data-star="empty" />
      ))}
    </span>
  )
}
