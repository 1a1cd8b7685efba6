import { isIconName } from '@/ui/icon-names'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import type { RenderContext } from '@/ui/render-context'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'

const NAMED_ICONS = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'x',
  'tiktok',
  'mail',
  'phone',
  'globe',
  'map-pin',
] as const
type NamedIcon = (typeof NAMED_ICONS)[number]
const isNamed = (v: unknown): v is NamedIcon => (NAMED_ICONS as readonly unknown[]).includes(v)

/** The accessible name of an icon link: its text, else the name of its icon ("Facebook", "Courriel"), else "Link". */
function linkName(text: string | null | undefined, icon: string | null | undefined, ctx: RenderContext) {
  if (text) return text
  return ctx.t(`BlogBlocks.icons.${isNamed(icon) ? icon : 'link'}`)
}

/**
 * Author (spec 2 §3): photo, name, subtitle, description and icon links (social networks, email…).
 * An icon link shows its icon alone and is named by its text; a link without a known icon shows its text.
 */
export function Author({ block, ctx }: BlockProps<'author'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const name = tr(f.main_title, ctx.locale)
  const sub = tr(f.sub_title, ctx.locale)
  const description = tr(f.description, ctx.locale)
  const links = (f.icon_links_repeater ?? []).filter(
    (l) => tr(l.link?.url, ctx.locale) || l.link?.on_click_action?.action_type,
  )
  if (!name && !sub && !description && !links.length) return null
  const hasImage = typeof f.image?.media === 'object' && f.image?.media !== null
  return (
    <div className={`author container${hasImage ? '' : ' author--text-only'}`}>
      {hasImage ? (
        <div className="author__photo">
          <MediaImage image={f.image} locale={ctx.locale} sizes="160px" fill className="author__image" />
        </div>
      ) : null}
      <div className="author__text">
        {name ? <H className="author__name">{name}</H> : null}
        {sub ? <p className="author__sub">{sub}</p> : null}
        <PlainText text={description} className="author__description" />
        {links.length ? (
          <ul
            className="author__links"
            aria-label={name ? ctx.t('BlogBlocks.authorLinks', { name }) : ctx.t('BlogBlocks.authorLinksAnonymous')}
          >
            {links.map((l, i) => {
              const label = linkName(tr(l.link?.text, ctx.locale), l.icon?.type, ctx)
              const iconOnly = isIconName(l.icon?.type)
              return (
                <li key={l.id ?? i}>
                  <CmsLink
                    link={{ ...l.link, icon: undefined, format: { type: 'link' } }}
                    ctx={ctx}
                    className={iconOnly ? 'author__icon-link' : 'author__text-link'}
                  >
                    {iconOnly ? <Icon name={l.icon?.type} size={20} label={label} /> : <span>{label}</span>}
                  </CmsLink>
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
