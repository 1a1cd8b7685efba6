'use client'
import type { ReactNode } from 'react'
import { ClampedText } from '@/ui/ClampedText.client'

type Props = { text: string; title: string; seeMore: string; seeMoreLabel: string; close: string; details: ReactNode }

/**
 * A team member's description clamped by CSS (7 lines at xxxl and up, else 5); the see-more button
 * shows only while the text overflows its clamp, and opens the team-member modal with the full
 * description (Radix dialog: Escape, close button or outside click closes; focus returns).
 */
export function TeamDescription({ text, title, seeMore, seeMoreLabel, close, details }: Props) {
  return (
    <ClampedText
      className="plain-text clamp team-card__text"
      more={seeMore}
      moreLabel={seeMoreLabel}
      moreClassName="link team-card__more"
      dialog={{ title, close, body: details, className: 'team-modal' }}
    >
      {text}
    </ClampedText>
  )
}
