'use client'
import type { CSSProperties, ReactNode } from 'react'
import { ClampedText } from '../ClampedText.client'

type Props = { lines: number; text: string; title: string; showMore: string; close: string; footer?: ReactNode }

/**
 * A testimony truncated at `lines` lines; when it overflows, "show more" opens the testimony modal
 * (closes on the close button, Escape or a click outside; page scrolling is locked while open).
 */
export function TruncatedTestimony({ lines, text, title, showMore, close, footer }: Props) {
  const body = (
    <>
      <p className="plain-text">{text}</p>
      {footer}
    </>
  )
  return (
    <ClampedText
      className="plain-text clamp"
      style={{ '--clamp-lines': lines } as CSSProperties}
      more={showMore}
      moreClassName="link testimony__more"
      dialog={{ title, close, body }}
    >
      {text}
    </ClampedText>
  )
}
