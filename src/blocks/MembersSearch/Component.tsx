import { placeholderKind } from '@/domain/members'
import { MEMBERS_SEARCH_MAX_CAROUSEL } from '@/domain/people-more'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { tr } from '@/ui/l10n'
import { PersonAvatar } from '@/ui/people/PersonAvatar'
import { carouselLabels } from '../catalogue-labels'
import { InfoList } from '../people-more-shared'
import { CtaList, headingTag } from '../shared'
import type { BlockProps } from '../types'
import { MembersSearchLazy, ProgramsCountLazy } from './islands.client'
import type { SearchMember } from './Search.client'

/**
 * Hero members search (spec 2 §2 "Heroes", §3 "Members search", "Member card"): title, a searchable
 * dropdown of the members, an optional carousel of member cards (at most 10) and the member modal
 * (avatar, name, subtitle, info list, socials, calls to action, programs count with a tooltip).
 * The cards and the modal bodies are rendered here; the island only chooses which one shows.
 */
export function MembersSearch({ block, ctx }: BlockProps<'members_search'>) {
  const f = block.fields
  const H = headingTag(ctx)
  const t = ctx.t
  const title = tr(f.main_title, ctx.locale)
  const placeholder = placeholderKind(block.block_params.context_type)
  const rows = (f.card_members_repeater ?? []).filter((r) => tr(r.person_name, ctx.locale))
  const carouselCount = f.show_carousel === false ? 0 : Math.min(rows.length, MEMBERS_SEARCH_MAX_CAROUSEL)
  const members: SearchMember[] = rows.map((r) => {
    const name = tr(r.person_name, ctx.locale) ?? ''
    const sub = tr(r.person_subtitle, ctx.locale)
    const avatar = (
      <PersonAvatar
        image={r.person_avatar}
        locale={ctx.locale}
        placeholder={placeholder}
        placeholderLabel={t('Team.placeholder', { name })}
        sizes="160px"
      />
    )
    const socials = (r.social_items_repeater ?? []).filter((s) => s.link)
    const programs = (r.program_items_repeater ?? [])
      .map((p) => tr(p.description, ctx.locale))
      .filter((p): p is string => Boolean(p))
    return {
      name,
      card: (
        <article className="member-slide">
          {avatar}
          <p className="member-slide__name">{name}</p>
          {sub ? <p className="member-slide__sub">{sub}</p> : null}
          <CtaList rows={r.cta_repeater} ctx={ctx} />
        </article>
      ),
      details: (
        <div className="member-modal__body">
          {avatar}
          {sub ? <p className="member-modal__sub">{sub}</p> : null}
          <InfoList rows={r.list_items_repeater} ctx={ctx} />
          {socials.length ? (
            <ul className="member-modal__socials" aria-label={t('Team.socials', { name })}>
              {socials.map((s, i) => (
                <li key={s.id ?? i}>
                  <CmsLink link={s.link} ctx={ctx}>
                    <Icon name={s.icon?.type} size={20} />
                    <span>{tr(s.link?.text, ctx.locale)}</span>
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
          <CtaList rows={r.cta_repeater} ctx={ctx} />
          {programs.length ? (
            <ProgramsCountLazy
              count={t('Team.programs', { count: programs.length })}
              label={t('Team.programsOf', { name })}
              programs={programs}
            />
          ) : null}
        </div>
      ),
    }
  })
  return (
    <div className="members-search container">
      {title ? <H className="members-search__title">{title}</H> : null}
      {members.length ? (
        <MembersSearchLazy
          members={members}
          carouselCount={carouselCount}
          labels={{
            search: t('Team.searchLabel'),
            placeholder: t('Team.searchPlaceholder'),
            noMatch: t.raw('Team.noMatch') as string,
            matches: Array.from({ length: members.length + 1 }, (_, count) => t('Team.matches', { count })),
            close: t('Team.close'),
            details: t('Team.details'),
            detailsOf: members.map((m) => t('Team.detailsOf', { name: m.name })),
            carousel: title || t('Team.membersLabel'),
            carouselControls: carouselLabels(ctx, carouselCount),
          }}
        />
      ) : null}
    </div>
  )
}
