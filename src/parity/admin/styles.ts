import type { CSSProperties } from 'react'

/** A pill in Payload's theme colours: warning when there are gaps, success otherwise (contrast AA both themes). */
export const badgeStyle = (gaps: boolean): CSSProperties => ({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 13,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  background: gaps ? 'var(--theme-warning-100)' : 'var(--theme-success-100)',
  color: gaps ? 'var(--theme-warning-800)' : 'var(--theme-success-800)',
})
