import { placeholderKind } from '@/domain/members'
import { MEMBERS_THUMBS } from '@/domain/places'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { PersonAvatar } from '@/ui/people/PersonAvatar'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'
import { ThumbsCarouselLazy as ThumbsCarousel } from '@/ui/catalogue/Lazy.client'

/**
 * Members carousel with thumbnails (spec 2 §3 "Members carousel item", §9): one member per slide
 * (avatar, name, subtitle, calls to action) over a background split at 0.8 of the block's height,
 * and a row of thumbnails. A member without a photo shows the context_type placeholder.
 */
export function MembersCarousel({ block, ctx }: BlockProps<'members_carousel'>) {
  const f = block.fields
  const { locale, t } = ctx
  const H = headingTag(ctx)
  const Name = H === 'h1' ? 'h2' : 'h3'
  const title = tr(f.main_title, locale)
  const placeholder = placeholderKind(block.block_params.context_type)
  const rows = (f.members_repeater ?? []).flatMap((r) => {
    const name = tr(r.person_name, locale)
    return name ? [{ r, name }] : []
  })
  const avatar = (r: (typeof rows)[number]['r'], name: string, sizes: string) => (
    <PersonAvatar
      image={r.person_avatar}
      locale={locale}
      placeholder={placeholder}
      placeholderLabel={t('Team.placeholder', { name })}
      sizes={sizes}
    />
  )
  return (
    <div className="members-thumbs" style={{ ['--split' as string]: `${MEMBERS_THUMBS.splitRatio * 100}%` }}>
      <div className="container">
        {title ? <H className="members-thumbs__title">{title}</H> : null}
        <PlainText text={tr(f.description, locale)} className="members-thumbs__intro" />
        {rows.length ? (
          <ThumbsCarousel
            slides={rows.map(({ r, name }) => {
              const sub = tr(r.person_subtitle, locale)
              return (
                <article className="members-thumbs__card">
                  {avatar(r, name, '(min-width: 768px) 320px, 70vw')}
                  <div className="members-thumbs__text">
                    <Name className="members-thumbs__name">{name}</Name>
                    {sub ? <p className="members-thumbs__sub">{sub}</p> : null}
                    <CtaList rows={r.cta_repeater} ctx={ctx} />
                  </div>
                </article>
              )
            })}
            thumbs={rows.map(({ r, name }) => avatar(r, name, `${MEMBERS_THUMBS.thumbWidth}px`))}
            labels={{
              carousel: title || t('MembersCarousel.label'),
              thumbs: t('MembersCarousel.thumbs'),
              previous: t('Catalogue.carousel.previous'),
              next: t('Catalogue.carousel.next'),
              pause: t('Catalogue.carousel.pause'),
              play: t('Catalogue.carousel.play'),
              slide: rows.map((_, i) => t('Catalogue.carousel.slide', { n: i + 1, total: rows.length })),
              thumb: rows.map(({ name }) => t('MembersCarousel.thumbOf', { name })),
            }}
          />
        ) : null}
      </div>
    </div>
  )
}
