import type { Locale } from '@/domain/locales'
import { CmsLink } from './CmsLink'
import { Icon } from './Icon'
import { tr } from './l10n'
import type { LinkValue } from './link-value'
import { PlainText } from './PlainText'
import type { RenderContext } from './render-context'

type Text = Partial<Record<Locale, string | null>> | string | null | undefined
type IconLink = { id?: string | null; icon?: { type?: string | null } | null; link?: LinkValue | null }

/** One way to reach the broker: a title, a description and icon links (phone, email, address…). */
export type ContactInfoItem = {
  id?: string | null
  main_title?: Text
  description?: Text
  icon_links_repeater?: IconLink[] | null
}

type Props = {
  items: ContactInfoItem[] | null | undefined
  ctx: Pick<RenderContext, 'locale' | 'internalQuery' | 'variantId' | 't'>
  className?: string
  itemClassName?: string
  /** One level below the block's own heading (an h1 block's items are h2: no level skipped). */
  itemHeading?: 'h2' | 'h3'
}

/** The contact items shared by the contact form's broker card and the contact infos block. */
export function ContactInfoList({ items, ctx, className, itemClassName, itemHeading: H = 'h3' }: Props) {
  return (
    <ul className={className}>
      {(items ?? []).map((item, i) => (
        <li key={item.id ?? i} className={itemClassName}>
          {tr(item.main_title, ctx.locale) ? <H>{tr(item.main_title, ctx.locale)}</H> : null}
          <PlainText text={tr(item.description, ctx.locale)} className="rich-text--break" />
          {(item.icon_links_repeater ?? []).map((il, j) => (
            <CmsLink key={il.id ?? j} link={il.link} ctx={ctx}>
              <Icon name={il.icon?.type} size={18} />
              <span>{tr(il.link?.text, ctx.locale)}</span>
            </CmsLink>
          ))}
        </li>
      ))}
    </ul>
  )
}
