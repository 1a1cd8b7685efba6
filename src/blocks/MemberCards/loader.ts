import { listingsStore } from '@/data/payload'
import { MEMBER_CARDS_FIRST_PAGE, roleForContext } from '@/domain/members'
import { membersPage, officeOptions } from '@/listings/directory/members'
import type { BlockLoader } from '../types'
import type { DirectoryData } from './View'

/** The directory's first page (in the server HTML, spec 2 §4) and the office filter's choices. */
export const memberCardsLoader: BlockLoader<'member_cards', DirectoryData> = {
  async load(block, ctx) {
    const role = roleForContext(block.block_params.context_type)
    const db = await listingsStore()
    const [page, offices] = await Promise.all([
      membersPage(db, ctx.site.people, {
        role,
        office: null,
        offset: 0,
        limit: MEMBER_CARDS_FIRST_PAGE,
        locale: ctx.locale,
      }),
      block.fields.show_office_filter === false ? [] : officeOptions(db, ctx.site.people, role),
    ])
    return { ...page, offices }
  },
  empty: { total: 0, members: [], offices: [] },
}
