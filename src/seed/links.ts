import type { LinkValue } from '@/payload-types'
import { L, type Bilingual, type Localizable } from './localize'

type Part<K extends keyof LinkValue, F extends string> = NonNullable<
  NonNullable<LinkValue[K]>[F & keyof NonNullable<LinkValue[K]>]
>
/** An icon's name, as the icon field offers it. */
export type IconName = Part<'icon', 'type'>
type LinkOpts = {
  type?: Part<'format', 'type'>
  icon?: Part<'icon', 'type'>
  align?: Part<'icon', 'align'>
  target?: NonNullable<LinkValue['target']>
  action?: Part<'on_click_action', 'action_type'>
}

/** A link value as the link field stores it (Payload's generated `LinkValue`, in both languages). */
export function link(url: string | Bilingual, text: Bilingual, o: LinkOpts = {}): Localizable<LinkValue> {
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
export const cta = (url: string | Bilingual, text: Bilingual, o: LinkOpts = {}): { cta: Localizable<LinkValue> } => ({
  cta: link(url, text, { type: 'button', ...o }),
})
