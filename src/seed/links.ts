import { L, type Bilingual } from './localize'

type LinkOpts = {
  type?: 'link' | 'button' | 'button-outline'
  icon?: string
  align?: 'left' | 'right'
  target?: '_self' | '_blank'
  action?: string
}

/** A link value as the link field stores it. */
export function link(url: string | Bilingual, text: Bilingual, o: LinkOpts = {}) {
  return {
    url,
    text,
    target: o.target ?? '_self',
    format: { type: o.type ?? 'link' },
    icon: o.icon ? { type: o.icon, font_weight: 'regular', align: o.align ?? 'left' } : {},
    on_click_action: o.action ? { action_type: o.action } : {},
  }
}

export const both = (fr: string, en: string) => L(fr, en)
export const cta = (url: string | Bilingual, text: Bilingual, o: LinkOpts = {}) => ({
  cta: link(url, text, { type: 'button', ...o }),
})
