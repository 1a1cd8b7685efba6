import { placeholderKind, roleForContext } from '@/domain/members'
import type { BlockProps } from '../types'
import { MemberCardsView } from './View'

/** Member cards: the first page comes from the database into the server HTML (spec 2 §4). */
export function MemberCards({ block, ctx, data }: BlockProps<'member_cards'>) {
  const role = roleForContext(block.block_params.context_type)
  return (
    <MemberCardsView
      block={block}
      ctx={ctx}
      data={data}
      role={role}
      placeholder={placeholderKind(block.block_params.context_type)}
    />
  )
}
