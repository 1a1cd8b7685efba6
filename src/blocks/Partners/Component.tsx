import { placeholderKind } from '@/domain/members'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { PlainText } from '@/ui/PlainText'
import { PersonAvatar } from '@/ui/people/PersonAvatar'
import { InfoList } from '../people-more-shared'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { PartnersFilterLazy } from './islands.client'
import type { PartnerItem } from './Filter.client'
import { cssColour } from '@/domain/colour-value'

/**
 * Partners (spec 2 §3 "Partner", §4): cards with image, avatar, titles, description, info list,
 * coloured tags and a call to action; a tag filter and the first 6 with show more (the island).
 */
export function Partners({ block, ctx }: BlockProps<'partners'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const CardH = H === 'h1' ? 'h2' : 'h3'
  const t = ctx.t
  const title = tr(f.main_title, ctx.locale)
  const placeholder = placeholderKind(block.block_params.context_type)
  const rows = (f.partners_repeater ?? []).filter((r) => tr(r.main_title, ctx.locale))
  const items: PartnerItem[] = rows.map((r, i) => {
    const name = tr(r.main_title, ctx.locale) ?? ''
    const tags = (r.tags_repeater ?? [])
      .map((g) => ({
        name: tr(g.name, ctx.locale) ?? '',
        bg: cssColour(g.bg_color_primary),
        color: cssColour(g.text_color),
      }))
      .filter((g) => g.name)
    return {
      tags: tags.map((g) => g.name),
      card: (
        <article key={r.id ?? i} className="partner-card" tabIndex={-1}>
          <MediaImage
            image={r.image}
            locale={ctx.locale}
            sizes="(min-width: 992px) 30vw, 90vw"
            className="partner-card__image"
          />
          <div className="partner-card__head">
            <PersonAvatar
              image={r.partner_avatar}
              locale={ctx.locale}
              placeholder={placeholder}
              placeholderLabel={t('Team.placeholder', { name })}
              sizes="64px"
              className="partner-card__avatar"
            />
            <div>
              <CardH className="partner-card__name">{name}</CardH>
              {tr(r.sub_title, ctx.locale) ? <p className="partner-card__sub">{tr(r.sub_title, ctx.locale)}</p> : null}
            </div>
          </div>
          {tags.length ? (
            <ul className="partner-card__tags">
              {tags.map((g, n) => (
                <li key={n} style={{ background: g.bg, color: g.color }}>
                  {g.name}
                </li>
              ))}
            </ul>
          ) : null}
          <PlainText text={tr(r.description, ctx.locale)} className="partner-card__text" />
          <InfoList rows={r.list_items_repeater} ctx={ctx} />
          {r.cta ? <CmsLink link={r.cta} ctx={ctx} className="partner-card__cta" /> : null}
        </article>
      ),
    }
  })
  return (
    <div className="partners container">
      {title ? <H className="partners__title">{title}</H> : null}
      <PlainText text={tr(f.description, ctx.locale)} className="partners__intro" />
      {items.length ? (
        <PartnersFilterLazy
          items={items}
          labels={{
            filter: t('Team.tagFilter'),
            all: t('Team.allTags'),
            showMore: t('Team.showMore'),
            list: title || t('Team.partnersLabel'),
            shown: t.raw('Team.partnersShown') as string,
          }}
        />
      ) : null}
    </div>
  )
}
