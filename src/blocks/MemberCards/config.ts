import { localizedText, localizedTextarea } from '@/fields/text'
import { defineBlock } from '../defineBlock'

/**
 * Member cards (spec 2 "Members, offices, partners"): the directory of brokers, teams, staff or
 * directors (block_params.context_type) read from the members collection, filtered by office on
 * the server, paged by breakpoint with load more.
 */
export const MemberCardsConfig = defineBlock('member_cards', { fr: 'Fiches des membres', en: 'Member cards' }, [
  localizedText('main_title'),
  localizedTextarea('description'),
  {
    name: 'show_office_filter',
    type: 'checkbox',
    defaultValue: true,
    label: { fr: 'Filtre par bureau', en: 'Office filter' },
  },
])
