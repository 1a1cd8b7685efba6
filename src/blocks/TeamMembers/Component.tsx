import { placeholderKind } from '@/domain/members'
import { CarouselLazy } from '@/ui/catalogue/Lazy.client'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { PersonAvatar } from '@/ui/people/PersonAvatar'
import { carouselLabels } from '../catalogue-labels'
import { InfoList } from '../people-more-shared'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import { TeamDescriptionLazy } from './islands.client'

/**
 * Team members carousel (spec 2 §3 "Team member", §4): no autoplay, disabled with one slide; each
 * card clamps its description (7 lines at xxxl, else 5) and offers the full text in the team-member
 * modal only when it overflows. A member without a photo shows the context_type placeholder.
 */
export function TeamMembers({ block, ctx }: BlockProps<'team_members_carousel'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const Name = H === 'h1' ? 'h2' : 'h3'
  const title = tr(f.main_title, ctx.locale)
  const placeholder = placeholderKind(block.block_params.context_type)
  const rows = (f.members_repeater ?? []).filter((r) => tr(r.person_name, ctx.locale))
  const t = ctx.t
  return (
    <div className="team-members container">
      {title ? <H className="team-members__title">{title}</H> : null}
      <PlainText text={tr(f.description, ctx.locale)} className="team-members__intro" />
      {rows.length ? (
        <CarouselLazy
          label={title || t('Team.teamLabel')}
          labels={carouselLabels(ctx, rows.length)}
          className="carousel--three team-members__carousel"
        >
          {rows.map((r, i) => {
            const name = tr(r.person_name, ctx.locale) ?? ''
            const sub = tr(r.person_subtitle, ctx.locale)
            const text = tr(r.description, ctx.locale)
            const avatar = (size: string) => (
              <PersonAvatar
                image={r.person_avatar}
                locale={ctx.locale}
                placeholder={placeholder}
                placeholderLabel={t('Team.placeholder', { name })}
                sizes={size}
              />
            )
            return (
              <article key={r.id ?? i} className="team-card">
                {avatar('(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 90vw')}
                <Name className="team-card__name">{name}</Name>
                {sub ? <p className="team-card__sub">{sub}</p> : null}
                {text ? (
                  <TeamDescriptionLazy
                    text={text}
                    title={name}
                    seeMore={t('Team.seeMore')}
                    seeMoreLabel={t('Team.seeMoreAbout', { name })}
                    close={t('Team.close')}
                    details={
                      <div className="team-modal__body">
                        {avatar('160px')}
                        {sub ? <p className="team-card__sub">{sub}</p> : null}
                        <PlainText text={text} className="team-modal__text" />
                        <InfoList rows={r.list_items_repeater} ctx={ctx} />
                      </div>
                    }
                  />
                ) : null}
                <InfoList rows={r.list_items_repeater} ctx={ctx} />
              </article>
            )
          })}
        </CarouselLazy>
      ) : null}
    </div>
  )
}
