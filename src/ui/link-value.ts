import type { Localized } from '@/domain/localized'

/** A link as stored by the link field (spec 1 §3 link component). */
export type LinkValue = {
  url?: Localized | null
  text?: Localized | null
  target?: '_self' | '_blank' | null
  format?: {
    type?: 'link' | 'button' | 'button-outline' | null
    color?: string | null
    bg_color?: string | null
  } | null
  icon?: {
    type?: string | null
    font_weight?: 'light' | 'regular' | 'solid' | null
    color?: string | null
    align?: 'left' | 'right' | null
  } | null
  on_click_action?: { action_type?: string | null; action_params?: unknown } | null
}
