import type { CSSProperties, ReactNode } from 'react'
import { resolveLink } from '@/domain/links'
import { Icon } from './Icon'
import { tr } from './l10n'
import type { LinkValue } from './link-value'
import type { RenderContext } from './render-context'
import { SmartLink } from './SmartLink'
import { cssColour } from '@/domain/colour-value'

type Props = {
  link?: LinkValue | null
  ctx: Pick<RenderContext, 'locale' | 'internalQuery' | 'variantId' | 't'>
  className?: string
  children?: ReactNode
}

/** Renders a CMS link: internal (locale prefix + query + variant), external, inert, or an action button. */
export function CmsLink({ link, ctx, className, children }: Props) {
  if (!link) return null
  const text = tr(link.text, ctx.locale)
  const resolved = resolveLink(
    { url: tr(link.url, ctx.locale) ?? null, target: link.target ?? '_self' },
    { locale: ctx.locale, internalQuery: ctx.internalQuery, variantId: ctx.variantId },
  )
  const type = link.format?.type ?? 'link'
  const cls = [type === 'link' ? 'link' : `btn btn--${type === 'button' ? 'solid' : 'outline'}`, className]
    .filter(Boolean)
    .join(' ')
  const [color, background] = [cssColour(link.format?.color), cssColour(link.format?.bg_color)]
  const style = { ...(color ? { color } : {}), ...(background ? { background } : {}) } as CSSProperties
  const icon = link.icon?.type ? (
    <Icon name={link.icon.type} weight={link.icon.font_weight} color={link.icon.color} size={18} />
  ) : null
  const right = link.icon?.align === 'right'
  const body = children ?? (
    <>
      {!right && icon}
      <span>{text}</span>
      {right && icon}
    </>
  )
  if (!text && !children && !icon) return null
  return (
    <SmartLink
      link={resolved}
      action={link.on_click_action}
      className={cls}
      style={style}
      newTabLabel={ctx.t('Links.newTab')}
    >
      {body}
    </SmartLink>
  )
}
