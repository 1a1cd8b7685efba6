import type { OfficeOption } from '@/listings/directory/members'
import type { MemberCardData, MemberRole } from '@/domain/members'
import { tr } from '@/ui/l10n'
import { PlainText } from '@/ui/PlainText'
import { headingTag } from '../shared'
import type { BlockProps } from '../types'
import type { DirectoryLabels } from './Directory.client'
import { MemberDirectoryLazy as MemberDirectory } from './Lazy.client'

export type DirectoryData = { total: number; members: MemberCardData[]; offices: OfficeOption[] }

type Props = BlockProps<'member_cards'> & { data: DirectoryData; role: MemberRole; placeholder: 'broker' | 'team' }

/** The block's title and text around the directory island, which gets every string as props. */
export function MemberCardsView({ block, ctx, data, role, placeholder }: Props) {
  const H = headingTag(ctx)
  const title = tr(block.fields.main_title, ctx.locale)
  const t = ctx.t
  const labels: DirectoryLabels = {
    officeFilter: t('People.officeFilter'),
    allOffices: t('People.allOffices'),
    showing: t.raw('People.showing') as string,
    seeMore: t('People.seeMore'),
    loading: t('People.loading'),
    loadError: t('People.loadError'),
    noMembers: t('People.noMembers'),
    listLabel: title || t('People.listLabel'),
    card: {
      profile: t('People.profile'),
      call: t.raw('People.call') as string,
      email: t.raw('People.email') as string,
      placeholder: t.raw('People.placeholder') as string,
      office: t('People.office'),
    },
  }
  return (
    <section
      className="member-cards container"
      aria-label={title ? undefined : labels.listLabel}
      aria-labelledby={title ? `${block.id ?? 'members'}-title` : undefined}
    >
      {title ? (
        <H id={`${block.id ?? 'members'}-title`} className="member-cards__title">
          {title}
        </H>
      ) : null}
      <PlainText text={tr(block.fields.description, ctx.locale)} className="member-cards__intro" />
      <MemberDirectory
        initial={data}
        role={role}
        placeholder={placeholder}
        labels={labels}
        locale={ctx.locale}
        headingLevel={H === 'h1' ? 'h2' : 'h3'}
      />
    </section>
  )
}
