import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { MediaVideoLazy as MediaVideo } from '@/ui/lazy-islands'
import { InView } from '@/ui/reveal/InView.client'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'
import '../heroes.css'

/**
 * Hero infos and profile page hero (spec 2 §3, §4): media beside titles, a list, icon links and calls
 * to action. Its text fades in on entering the viewport, except when it opens the page.
 */
export function HeroInfos({ block, ctx }: BlockProps<'hero_infos' | 'hero_profile_page'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const right = block.block_params.orientation_x === 'right'
  const title = tr(f.main_title, ctx.locale)
  const sub = tr(f.sub_title, ctx.locale)
  const under = tr(f.under_sub_title, ctx.locale)
  const items = (f.list_items_repeater ?? []).filter((i) => tr(i.main_title, ctx.locale))
  const links = f.icon_links_repeater ?? []
  const hasMedia =
    f.media?.kind === 'video'
      ? Boolean(f.media.video)
      : typeof f.media?.image?.media === 'object' && f.media?.image?.media !== null
  const text = (
    <>
      {title ? <H className="hero-infos__title">{title}</H> : null}
      {sub ? <p className="hero-infos__sub">{sub}</p> : null}
      {under ? <p className="hero-infos__under">{under}</p> : null}
      {items.length ? (
        <dl className="hero-infos__list">
          {items.map((i, n) => (
            <div key={i.id ?? n}>
              <dt>{tr(i.main_title, ctx.locale)}</dt>
              {tr(i.description, ctx.locale) ? <dd>{tr(i.description, ctx.locale)}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
      {links.length ? (
        <ul className="hero-infos__links">
          {links.map((l, n) => (
            <li key={l.id ?? n}>
              <CmsLink link={l.link} ctx={ctx}>
                <Icon name={l.icon?.type} size={20} />
                <span>{tr(l.link?.text, ctx.locale)}</span>
              </CmsLink>
            </li>
          ))}
        </ul>
      ) : null}
      <CtaList rows={f.cta_repeater} ctx={ctx} />
    </>
  )
  return (
    <div
      className={`hero-infos container ${right ? 'hero-infos--reverse' : ''} ${hasMedia ? '' : 'hero-infos--text-only'}`}
    >
      {ctx.index === 0 ? (
        <div className="hero-infos__text">{text}</div>
      ) : (
        <InView className="hero-infos__text reveal">{text}</InView>
      )}
      {hasMedia ? (
        <div className="hero-infos__media">
          {f.media?.kind === 'video' ? (
            <MediaVideo
              video={f.media.video}
              locale={ctx.locale}
              labels={{
                title: title ?? ctx.t('Media.videoTitle'),
                unsupported: ctx.t('Media.videoUnsupported'),
                play: ctx.t('Media.play'),
              }}
            />
          ) : (
            <MediaImage
              image={f.media?.image}
              locale={ctx.locale}
              priority={ctx.index === 0 ? 'high' : 'low'}
              sizes="(min-width: 992px) 40vw, 100vw"
              fill
            />
          )}
        </div>
      ) : null}
    </div>
  )
}
