import { createElement, type CSSProperties } from 'react'
import type { IconNode } from './lucide-nodes'

export type GlyphProps = {
  node: IconNode
  size?: number
  strokeWidth?: number
  className?: string
  style?: CSSProperties
  label?: string
} & { [data: `data-${string}`]: string | undefined }

/**
 * A lucide icon drawn from its SVG children (lucide-nodes.ts), as lucide-react draws it, without its client
 * component: a server component renders it into the HTML alone, and an island that needs one carries only
 * its own paths (docs/decisions/0040). Decorative unless a label is given.
 */
export function Glyph({ node, size = 24, strokeWidth = 2, className, style, label, ...data }: GlyphProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      style={style}
      {...a11y}
      {...data}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
