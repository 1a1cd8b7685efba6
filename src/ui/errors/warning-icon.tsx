import { Glyph } from '@/ui/icons/Glyph'
import { warningNode } from '@/ui/icons/nodes/warning'

/** The 'warning' error icon for client error boundaries (same glyph and size as errorIcon('warning')). */
export const warningIcon = <Glyph node={warningNode} size={56} strokeWidth={2} className="error-view__icon" />
