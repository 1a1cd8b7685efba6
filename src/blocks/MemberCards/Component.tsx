import { membersPage, officeOptions } from '@/listings/directory/members'
import { listingsStore } from '@/data/payload'
import { MEMBER_CARDS_FIRST_PAGE, placeholderKind, roleForContext } from '@/domain/members'
import type { BlockProps } from '../types'
import { MemberCardsView, type DirectoryData } from './View'

/** Member cards: the first page comes from the database into the server HTML (spec 2 §4). */
export async function MemberCards({ block, ctx }: BlockProps<'member_cards'>) {
  const role = roleForContext(block.block_params.context_type)
  let data: DirectoryData = { total: 0, members: [], offices: [] }
  try {
    const db = await listingsStore()
    const [page, offices] = await Promise.all([
      membersPage(db, ctx.site.people, { role, office: null, offset: 0, limit: MEMBER_CARDS_FIRST_PAGE, locale: ctx.locale }),
      block.fields.show_office_filter === false ? [] : officeOptions(db, ctx.site.people, role),
    ])
    data = { ...page, offices }
  } catch (err) {
    console.error('member cards: directory lookup failed', err)
  }
  return <MemberCardsView block={block} ctx={ctx} data={data} role={role} placeholder={placeholderKind(block.block_params.context_type)} />
}
