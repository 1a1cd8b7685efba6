import { TriangleAlert } from 'lucide-react'

/** The 'warning' error icon for client error boundaries (same glyph and size as errorIcon('warning')). */
export const warningIcon = <TriangleAlert size={56} strokeWidth={2} className="error-view__icon" aria-hidden />
