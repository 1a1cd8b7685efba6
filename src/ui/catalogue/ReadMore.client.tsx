'use client'
import type { ReactNode } from 'react'
import { ClampedText } from '../ClampedText.client'

type Props = { more: string; less: string; children: ReactNode }

/**
 * A long quote collapsed to 256 px (lg and up) or 128 px below (the heights live in the CSS);
 * read more / read less shows only when the text overflows.
 */
export function ReadMore({ more, less, children }: Props) {
  return (
    <div className="read-more">
      <ClampedText as="div" className="read-more__body" more={more} less={less} moreClassName="link read-more__toggle">
        {children}
      </ClampedText>
    </div>
  )
}
